import { Hono } from 'hono';
import { z } from 'zod';
import { BRIDGE_IMPORT_MODES } from '../../../shared/bridge-import-strings.ts';
import { UPLOAD_FORM_BYTES } from '../../../shared/constants.ts';
import { LAYANAN_BRIDGES } from '../../../shared/layanan-bridges-strings.ts';
import type { AppEnv } from '../../context.ts';
import { allow, multipartInput, queryInput } from '../../http/input.ts';
import { bridgeImportTemplate } from './bridge-import-template.ts';
import { importBridges } from './import-bridges.ts';

const T = LAYANAN_BRIDGES;

/** /api/bridges/import: mounted before /api/bridges, whose /:id would otherwise take "import". */
export const bridgeImportRoutes = new Hono<AppEnv>()
  .get(
    '/template',
    allow('bridges.write', T.forbiddenWrite),
    queryInput(z.object({ format: z.enum(['csv', 'xlsx']).catch('csv').default('csv') })),
    async (c) => {
      const { body, headers } = await bridgeImportTemplate(c.req.valid('query').format);
      return c.body(body, 200, headers);
    },
  )
  .post(
    '/',
    allow('bridges.write', T.forbiddenWrite),
    multipartInput({
      maxBytes: UPLOAD_FORM_BYTES.bridgeImport,
      fields: z.object({ mode: z.enum(BRIDGE_IMPORT_MODES).catch('dry-run') }),
      files: ['file'],
    }),
    async (c) => {
      const { file, mode } = c.req.valid('form');
      const summary = await importBridges({ db: c.get('deps').db, actor: await c.get('user')(), file, mode });
      // An apply with a refused row changed nothing: the same summary, with 409.
      if (mode === 'apply' && !summary.applied) return c.json(summary, 409);
      return c.json(summary, 200);
    },
  );
