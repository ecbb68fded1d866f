import { Hono } from 'hono';
import { PPID_FORM_BYTES } from '../../../shared/ppid-uploads.ts';
import { COPY_METHOD_LABELS, PPID_FORM, RECEIVE_METHOD_LABELS } from '../../../shared/ppid-form-strings.ts';
import { PPID_ADMIN } from '../../../shared/ppid-admin-strings.ts';
import { z } from 'zod';
import { PPID_ANSWER_FILES_MAX, PPID_FILES, type PpidAdminItem } from '../../../shared/ppid.ts';
import type { KeysetPaged } from '../../../shared/admin-schemas.ts';
import {
  dipInputSchema,
  ppidAdminListSchema,
  ppidAnswerSchema,
  ppidCarryOutSchema,
  ppidExtendSchema,
  ppidObjectionAnswerSchema,
  ppidObjectionSchema,
  ppidRejectSchema,
  ppidRequestInputSchema,
  ppidYearSchema,
} from '../../../shared/ppid-schemas.ts';
import { EXEMPTION_LABELS } from '../../../shared/ppid-strings.ts';
import { ERRORS } from '../../../shared/strings.ts';
import { anyTrackingCodeSchema } from '../../../shared/tracking-schemas.ts';
import type { AppEnv } from '../../context.ts';
import { csvDocument } from '../../exports/csv.ts';
import { AppError } from '../../http/errors.ts';
import { caller, noStore } from '../../http/caller.ts';
import { allow, jsonInput, multipartInput, paramInput, queryInput } from '../../http/input.ts';
import { countHit } from '../../http/rate-limit.ts';
import { jsonBytes } from '../../http/json-bytes.ts';
import { deleteDip } from './delete-dip.ts';
import { listDip } from './list-dip.ts';
import { readDipFile } from './read-dip-file.ts';
import { saveDip } from './save-dip.ts';
import { figuresCsv, getPpidPublic, ppidFigures } from './figures.ts';
import { answerObjection, listObjections, submitObjection } from './objections.ts';
import { acceptPpidRequest } from './accept-ppid-request.ts';
import { answerPpidRequest } from './answer-ppid-request.ts';
import { carryOutObjectionDecision } from './carry-out-objection-decision.ts';
import { getPpidRequest } from './get-ppid-request.ts';
import { extendPpidRequest } from './extend-ppid-request.ts';
import { listOwnPpidRequests } from './list-own-ppid-requests.ts';
import { listPpidRequests } from './list-ppid-requests.ts';
import { ppidRegisterRows } from './ppid-register-rows.ts';
import { rejectPpidRequest } from './reject-ppid-request.ts';
import { submitPpidRequest } from './submit-ppid-request.ts';

/** Information requests one account may send in an hour: a citizen asks for a few, a script for hundreds. */
const REQUESTS_PER_HOUR = 10;
const codeParam = z.object({ code: anyTrackingCodeSchema });
/** A DIP entry and its document, as added and as changed. */
const dipForm = multipartInput({
  maxBytes: PPID_FORM_BYTES.dipDocument,
  fields: dipInputSchema,
  files: [PPID_FILES.dokumen],
  title: PPID_ADMIN.dipAdmin.incompleteTitle,
});

export const ppidRoutes = new Hono<AppEnv>()
  .get('/', queryInput(ppidYearSchema), async (c) => {
    c.header('cache-control', 'public, max-age=60');
    return c.json(await getPpidPublic(c.get('deps').db, c.req.valid('query').tahun));
  })
  .get('/statistik.csv', queryInput(ppidYearSchema), async (c) => {
    const { figures } = await getPpidPublic(c.get('deps').db, c.req.valid('query').tahun);
    return c.body(figuresCsv(figures), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="laporan-ppid-${figures.year}.csv"`,
      'cache-control': 'public, max-age=60',
    });
  })
  .get('/dip/:id/berkas', async (c) => {
    const file = await readDipFile({ ...(await caller(c)), id: c.req.param('id') });
    return c.body(file.object.body, 200, {
      'content-type': file.type,
      'content-length': String(file.object.size),
      'content-disposition': `attachment; filename="${file.name}"`,
      'cache-control': file.published ? 'public, max-age=300' : 'private, no-store',
      'last-modified': file.updatedAt.toUTCString(),
      'x-content-type-options': 'nosniff',
    });
  })
  .get('/permohonan', async (c) => {
    c.header('cache-control', 'private, no-store');
    return c.json(await listOwnPpidRequests(await caller(c)));
  })
  // Visitors and staff are refused before the KTP is read.
  .post(
    '/permohonan',
    allow('customer.services'),
    multipartInput({
      maxBytes: PPID_FORM_BYTES.ppidRequest,
      fields: ppidRequestInputSchema,
      files: [PPID_FILES.ktp],
      title: PPID_FORM.form.incompleteTitle,
    }),
    async (c) => {
      const actor = (await c.get('user')())!;
      const { db } = c.get('deps');
      if ((await countHit(db, `user:ppid:${actor.id}`, 60 * 60 * 1000)) > REQUESTS_PER_HOUR) {
        c.header('retry-after', '3600');
        throw new AppError('RATE_LIMITED', ERRORS.rateLimited);
      }
      return c.json(await submitPpidRequest({ deps: c.get('deps'), actor, input: c.req.valid('form') }), 201);
    },
  )
  .post('/permohonan/:code/keberatan', allow('customer.services'), paramInput(codeParam), jsonInput(ppidObjectionSchema), async (c) =>
    c.json(await submitObjection({ ...(await caller(c)), code: c.req.valid('param').code, input: c.req.valid('json') }), 201),
  );

export const adminPpidRoutes = new Hono<AppEnv>()
  .use(allow('ppid.manage'), noStore)
  .get('/permohonan', queryInput(ppidAdminListSchema), async (c) => {
    // The data version is read with the signed-in profile (context.ts): after the caller.
    const who = await caller(c);
    const json = await listPpidRequests({ ...who, input: c.req.valid('query'), version: c.get('dataVersion') });
    // The page's JSON is made by PostgreSQL (docs/decisions/041), sent as it is.
    return jsonBytes<KeysetPaged<PpidAdminItem>>(c, json);
  })
  .get('/permohonan.csv', async (c) => {
    const rows = await ppidRegisterRows(c.get('deps').db, await c.get('user')());
    const head = [
      'Kode',
      'Diajukan',
      'Nama',
      'Alamat',
      'Telepon',
      'Email',
      'Informasi',
      'Tujuan',
      'Cara memperoleh',
      'Cara salinan',
      'Status',
      'Batas jawab',
      'Dijawab',
      'Dasar penolakan',
      'Terlambat',
      'Keberatan',
    ];
    const lines = rows.map((r) => [
      r.trackingCode,
      r.createdAt,
      r.name,
      r.address,
      r.phone,
      r.email,
      r.information,
      r.purpose,
      RECEIVE_METHOD_LABELS[r.receiveMethod],
      COPY_METHOD_LABELS[r.copyMethod],
      r.status,
      r.dueOn,
      r.answeredAt,
      r.rejectionBasis ? EXEMPTION_LABELS[r.rejectionBasis] : null,
      r.late ? 'Ya' : 'Tidak',
      r.objection ? 'Ya' : 'Tidak',
    ]);
    return c.body(csvDocument([head, ...lines]), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="register-permohonan-informasi.csv"',
    });
  })
  .get('/statistik', queryInput(ppidYearSchema), async (c) =>
    c.json(await ppidFigures(c.get('deps').db, c.req.valid('query').tahun ?? new Date().getFullYear())),
  )
  .get('/permohonan/:code', paramInput(codeParam), async (c) =>
    c.json(await getPpidRequest({ ...(await caller(c)), code: c.req.valid('param').code })),
  )
  .post('/permohonan/:id/terima', async (c) => c.json(await acceptPpidRequest({ ...(await caller(c)), id: c.req.param('id') })))
  .post('/permohonan/:id/perpanjang', jsonInput(ppidExtendSchema), async (c) =>
    c.json(await extendPpidRequest({ ...(await caller(c)), id: c.req.param('id'), input: c.req.valid('json') })),
  )
  .post(
    '/permohonan/:id/jawab',
    multipartInput({
      maxBytes: PPID_FORM_BYTES.ppidAnswer,
      fields: ppidAnswerSchema,
      files: [],
      list: { name: PPID_FILES.lampiran, max: PPID_ANSWER_FILES_MAX, tooMany: PPID_ADMIN.admin.tooManyFiles },
    }),
    async (c) => {
      const form = c.req.valid('form');
      const { lampiran, ...input } = form;
      return c.json(await answerPpidRequest({ ...(await caller(c)), id: c.req.param('id'), input: { ...input, files: lampiran } }));
    },
  )
  .post(
    '/permohonan/:id/laksanakan',
    multipartInput({
      maxBytes: PPID_FORM_BYTES.ppidAnswer,
      fields: ppidCarryOutSchema,
      files: [],
      list: { name: PPID_FILES.lampiran, max: PPID_ANSWER_FILES_MAX, tooMany: PPID_ADMIN.admin.tooManyFiles },
    }),
    async (c) => {
      const form = c.req.valid('form');
      return c.json(
        await carryOutObjectionDecision({ ...(await caller(c)), id: c.req.param('id'), input: { note: form.note, files: form.lampiran } }),
      );
    },
  )
  .post('/permohonan/:id/tolak', jsonInput(ppidRejectSchema), async (c) =>
    c.json(await rejectPpidRequest({ ...(await caller(c)), id: c.req.param('id'), input: c.req.valid('json') })),
  )
  .get('/dip', async (c) => c.json(await listDip(await caller(c))))
  .post('/dip', dipForm, async (c) => {
    const { dokumen, ...input } = c.req.valid('form');
    return c.json(await saveDip({ ...(await caller(c)), id: null, input, file: dokumen }), 201);
  })
  .put('/dip/:id', dipForm, async (c) => {
    const { dokumen, ...input } = c.req.valid('form');
    return c.json(await saveDip({ ...(await caller(c)), id: c.req.param('id'), input, file: dokumen }));
  })
  .delete('/dip/:id', async (c) => {
    await deleteDip({ ...(await caller(c)), id: c.req.param('id') });
    return c.body(null, 204);
  });

/** The superior's (super admin's) objections. */
export const adminPpidObjectionRoutes = new Hono<AppEnv>()
  .use(allow('ppid.objections'), noStore)
  .get('/', async (c) => c.json(await listObjections(await caller(c))))
  .post('/:id/jawab', jsonInput(ppidObjectionAnswerSchema), async (c) =>
    c.json(await answerObjection({ ...(await caller(c)), id: c.req.param('id'), input: c.req.valid('json') })),
  );
