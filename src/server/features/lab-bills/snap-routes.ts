import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../context.ts';
import { readSignedBody } from '../../http/body.ts';
import type { InboundCall } from '../../payments/payment-provider.ts';
import { answerVaInquiry } from './answer-va-inquiry.ts';
import { grantSnapToken } from './grant-snap-token.ts';
import { receiveQrisPayment } from './receive-qris-payment.ts';
import { receiveVaPayment } from './receive-va-payment.ts';
import type { SnapAnswer } from './snap-answers.ts';

/** A SNAP call's body: a VA or QRIS message is well under 16 KB. */
const SNAP_MAX_BYTES = 16 * 1024;

async function inbound(c: Context<AppEnv>): Promise<InboundCall> {
  const raw = new TextDecoder().decode(await readSignedBody(c, SNAP_MAX_BYTES));
  return { method: c.req.method, path: c.req.path, header: (name) => c.req.header(name), rawBody: raw };
}

const reply = (c: Context<AppEnv>, a: SnapAnswer) => {
  c.header('x-timestamp', new Date().toISOString().replace(/\.\d{3}Z$/, '+00:00'));
  c.header('cache-control', 'no-store');
  return c.json(a.body, a.status);
};

/**
 * /snap/v1.0: the bank's calls to the portal under SNAP BI (docs/decisions/071). Off (404) when no bank is
 * configured: the provider is then null and every call is answered as unsigned.
 */
export const snapRoutes = new Hono<AppEnv>()
  .post('/access-token/b2b', async (c) => reply(c, await grantSnapToken(c.get('deps'), await inbound(c))))
  .post('/transfer-va/inquiry', async (c) => reply(c, await answerVaInquiry(c.get('deps'), await inbound(c))))
  .post('/transfer-va/payment', async (c) => reply(c, await receiveVaPayment(c.get('deps'), await inbound(c))))
  .post('/qr/qr-mpm-notify', async (c) => reply(c, await receiveQrisPayment(c.get('deps'), await inbound(c))));
