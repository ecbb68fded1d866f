import type { Deps } from '../../context.ts';
import { auditLog } from '../../db/schema.ts';
import { paymentProviderOf, type InboundCall } from '../../payments/payment-provider.ts';
import { snap, SERVICE, type SnapAnswer } from './snap-answers.ts';

/** POST /snap/v1.0/access-token/b2b: the bank, signing with its private key, gets a token for 15 minutes. */
export async function grantSnapToken(deps: Deps, call: InboundCall): Promise<SnapAnswer> {
  const provider = paymentProviderOf(deps.env);
  const granted = provider?.grantAccessToken(call, new Date());
  if (!granted) {
    await deps.db.insert(auditLog).values({
      action: 'lab-payment.forged',
      target: call.path,
      details: { clientKey: call.header('x-client-key') ?? null },
    });
    return snap.unauthorized(SERVICE.token);
  }
  return snap.ok(SERVICE.token, { accessToken: granted.accessToken, tokenType: 'Bearer', expiresIn: String(granted.expiresIn) });
}
