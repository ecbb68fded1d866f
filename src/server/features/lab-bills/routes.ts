import { Hono } from 'hono';
import { z } from 'zod';
import { counterPaymentSchema, issueLabBillSchema, reconciliationQuerySchema } from '../../../shared/lab-bill-schemas.ts';
import { LAB_BILL } from '../../../shared/lab-bill-strings.ts';
import { anyTrackingCodeSchema } from '../../../shared/tracking-schemas.ts';
import type { AppEnv } from '../../context.ts';
import { allow, jsonInput, paramInput, queryInput } from '../../http/input.ts';
import { getLabBill, getLabBillPdf } from './get-lab-bill.ts';
import { issueLabBill } from './issue-lab-bill.ts';
import { labReconciliation } from './lab-reconciliation.ts';
import { recordCounterPayment } from './record-counter-payment.ts';

const codeParam = paramInput(z.object({ code: anyTrackingCodeSchema }));

/** /api/lab-bills/:code (the bill on the request's page) and /:code/pdf (its PDF; ?t= is the e-mail's signed link). */
export const labBillRoutes = new Hono<AppEnv>()
  .get('/:code', codeParam, async (c) => {
    const bill = await getLabBill({ deps: c.get('deps'), actor: await c.get('user')(), code: c.req.valid('param').code });
    c.header('cache-control', 'private, no-store');
    return c.json({ bill });
  })
  .get('/:code/pdf', codeParam, queryInput(z.object({ t: z.string().max(64).optional() })), async (c) => {
    const { pdf, filename } = await getLabBillPdf({
      deps: c.get('deps'),
      actor: await c.get('user')(),
      code: c.req.valid('param').code,
      token: c.req.valid('query').t,
    });
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `inline; filename="${filename}"`,
      'cache-control': 'private, no-store',
    });
  });

/**
 * Staff's side, under /api/admin/ujilab: accept a request and issue its bill, record a counter payment, and the
 * day's reconciliation CSV.
 */
export const adminLabBillRoutes = new Hono<AppEnv>()
  // Refuse before reading input (the cashier's capability is held by the same roles; each verb checks its own).
  .use(allow('ujilab.manage'))
  .get('/rekonsiliasi', queryInput(reconciliationQuerySchema), async (c) => {
    const { csv, filename } = await labReconciliation({
      deps: c.get('deps'),
      actor: await c.get('user')(),
      day: c.req.valid('query').tanggal,
    });
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'private, no-store',
    });
  })
  .post('/:id/bill', jsonInput(issueLabBillSchema, { title: LAB_BILL.issueTitle }), async (c) => {
    const bill = await issueLabBill({
      deps: c.get('deps'),
      actor: await c.get('user')(),
      id: c.req.param('id'),
      input: c.req.valid('json'),
    });
    return c.json({ bill }, 201);
  })
  .post('/:id/bill/counter-payment', jsonInput(counterPaymentSchema, { title: LAB_BILL.counterTitleStaff }), async (c) => {
    const bill = await recordCounterPayment({
      deps: c.get('deps'),
      actor: await c.get('user')(),
      id: c.req.param('id'),
      input: c.req.valid('json'),
    });
    return c.json({ bill });
  });
