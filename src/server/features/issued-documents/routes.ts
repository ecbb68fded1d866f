import { Hono } from 'hono';
import { z } from 'zod';
import { UPLOAD_FORM_BYTES } from '../../../shared/constants.ts';
import { documentCheckSchema, documentCodeSchema } from '../../../shared/issued-document-schemas.ts';
import { DOCUMENTS } from '../../../shared/issued-document-strings.ts';
import type { AppEnv } from '../../context.ts';
import { allow, jsonInput, multipartInput, paramInput } from '../../http/input.ts';
import { DOCUMENT_KINDS, issueDocument, listIssuedDocuments, type DocumentService } from './issue-document.ts';
import { rateLimit } from '../../http/rate-limit.ts';
import { signingInfo } from './sign-document.ts';
import { checkDocument, checkDocumentFile, getDocumentSummary } from './verify-document.ts';

/** GET /:id/documents and POST /:id/documents (a PDF in the field `document`) for staff of one service. */
function staffDocumentRoutes(service: DocumentService) {
  const cfg = DOCUMENT_KINDS[service];
  return (
    new Hono<AppEnv>()
      .use(allow(cfg.capability))
      // How documents are signed when issued (issue 40): whether staff type a BSrE passphrase or one-time code.
      .get('/signing', (c) => {
        c.header('cache-control', 'no-store');
        return c.json(signingInfo(c.get('deps').env));
      })
      .get('/:id/documents', async (c) => {
        c.header('cache-control', 'no-store');
        return c.json(await listIssuedDocuments({ db: c.get('deps').db, actor: await c.get('user')(), service, id: c.req.param('id') }));
      })
      .post(
        '/:id/documents',
        multipartInput({
          maxBytes: UPLOAD_FORM_BYTES.issuedDocument,
          // The BSrE passphrase or one-time code when BSrE signs (never kept).
          fields: z.object({ passphrase: z.string().max(256).optional() }),
          files: ['document'],
          title: DOCUMENTS.uploadFailed,
        }),
        async (c) => {
          const { document, passphrase } = c.req.valid('form');
          const item = await issueDocument({
            deps: c.get('deps'),
            actor: await c.get('user')(),
            service,
            id: c.req.param('id'),
            file: document,
            passphrase,
          });
          return c.json(item, 201);
        },
      )
  );
}

export const adminSirekananDocumentRoutes = staffDocumentRoutes('sirekanan');
export const adminUjilabDocumentRoutes = staffDocumentRoutes('ujilab');

/** /verifikasi/{code} for anyone: which documents exist, and whether a copy's SHA-256 is one of them. */
export const documentVerificationRoutes = new Hono<AppEnv>()
  .get('/:code', paramInput(z.object({ code: documentCodeSchema })), async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await getDocumentSummary(c.get('deps').db, c.req.valid('param').code));
  })
  .post('/:code', paramInput(z.object({ code: documentCodeSchema })), jsonInput(documentCheckSchema), async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await checkDocument(c.get('deps').db, c.req.valid('param').code, c.req.valid('json').sha256));
  })
  // The copy itself, when the visitor chooses to send it: its PDF signature is checked too (issue 40, item 5).
  .post(
    '/:code/file',
    rateLimit({ name: 'document-file-check', max: 60, windowMs: 60 * 60 * 1000 }),
    paramInput(z.object({ code: documentCodeSchema })),
    multipartInput({
      maxBytes: UPLOAD_FORM_BYTES.issuedDocument,
      fields: z.object({}),
      files: ['document'],
      title: DOCUMENTS.verify.title,
    }),
    async (c) => {
      c.header('cache-control', 'no-store');
      return c.json(await checkDocumentFile(c.get('deps').db, c.req.valid('param').code, c.req.valid('form').document));
    },
  );
