import { UPLOAD_FORM_BYTES } from '../../../shared/constants.ts';
import { sirekananInputSchema } from '../../../shared/sirekanan-schemas.ts';
import { LAYANAN_SIREKANAN } from '../../../shared/layanan-sirekanan-strings.ts';
import { multipartInput } from '../../http/input.ts';
import { ownRequestRoutes } from '../../requests/own-request-routes.ts';
import { sirekananService } from '../../requests/request-services.ts';
import { submitSirekanan } from './submit-sirekanan.ts';

// Declared apart from ownRequestRoutes, so that its form's type is the schema's and not guessed from the verb's.
const upload = multipartInput({
  maxBytes: UPLOAD_FORM_BYTES.sirekanan,
  fields: sirekananInputSchema,
  files: ['attachment'],
  title: LAYANAN_SIREKANAN.incompleteTitle,
});

export const sirekananRoutes = ownRequestRoutes(sirekananService, upload, submitSirekanan);
