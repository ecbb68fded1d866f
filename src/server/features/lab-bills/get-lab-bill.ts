import { can } from '../../../shared/roles.ts';
import type { LabBillView } from '../../../shared/lab-bill-schemas.ts';
import { LAB_BILL } from '../../../shared/lab-bill-strings.ts';
import type { Actor, Deps } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { ERRORS } from '../../../shared/strings.ts';
import { billOfRequestCode, billView, type BillWithRequest } from './bill-rows.ts';
import { validBillToken } from './bill-token.ts';
import { labBillPdf } from './lab-bill-pdf.ts';

/** The request's bill, for its customer, Uji Lab staff, or the signed link of the bill's e-mail; else 404. */
async function readable(deps: Deps, actor: Actor, code: string, token?: string): Promise<BillWithRequest> {
  const row = await billOfRequestCode(deps.db, code);
  const allowed =
    row && ((actor && (actor.id === row.userId || can(actor.role, 'ujilab.manage'))) || validBillToken(deps.env.AUTH_SECRET!, code, token));
  if (!row || !allowed) throw new AppError('NOT_FOUND', LAB_BILL.notFound);
  return row;
}

/** GET /api/lab-bills/:code — the bill on the request's page; null when the request has none yet. */
export async function getLabBill({ deps, actor, code }: { deps: Deps; actor: Actor; code: string }): Promise<LabBillView | null> {
  if (!actor) throw new AppError('UNAUTHENTICATED', ERRORS.unauthenticated);
  try {
    return billView(deps.env, await readable(deps, actor, code));
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
    throw err;
  }
}

/** GET /api/lab-bills/:code/pdf — the bill as the office's PDF. */
export async function getLabBillPdf({ deps, actor, code, token }: { deps: Deps; actor: Actor; code: string; token?: string | undefined }) {
  const row = await readable(deps, actor, code, token);
  const pdf = await labBillPdf({ view: billView(deps.env, row), applicant: row.applicant, bankName: deps.env.PAYMENT_SNAP_BANK_NAME });
  return { pdf, filename: `tagihan-${code}.pdf` };
}
