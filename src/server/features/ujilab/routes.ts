import { UJILAB_FILES, UPLOAD_FORM_BYTES } from '../../../shared/constants.ts';
import { LAYANAN_UJILAB } from '../../../shared/layanan-ujilab-strings.ts';
import { ujilabSubmitSchema } from '../../../shared/ujilab-schemas.ts';
import { multipartInput } from '../../http/input.ts';
import { ownRequestRoutes } from '../../requests/own-request-routes.ts';
import { ujilabService } from '../../requests/request-services.ts';
import { submitUjilabRequest } from './submit-ujilab-request.ts';

// Declared apart from ownRequestRoutes, so that its form's type is the schema's and not guessed from the verb's.
const upload = multipartInput({
  maxBytes: UPLOAD_FORM_BYTES.ujilab,
  fields: ujilabSubmitSchema,
  files: [UJILAB_FILES.suratPermohonan, UJILAB_FILES.ktp],
  title: LAYANAN_UJILAB.incompleteTitle,
});

export const ujilabRoutes = ownRequestRoutes(ujilabService, upload, submitUjilabRequest);
