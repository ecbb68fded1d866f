import { timingSafeEqual } from 'node:crypto';
import { RECEIVE_METHOD_LABELS } from '../../../shared/ppid-form-strings.ts';
import { eq } from 'drizzle-orm';
import type { Capability } from '../../../shared/roles.ts';
import { can } from '../../../shared/roles.ts';
import type { Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { ppidRequests, profiles, serviceRequests, sirekananRequests, ujilabRequests } from '../../db/schema.ts';
import { dayLabel, type ReceiveMethod } from '../../../shared/ppid.ts';
import { LACAK } from '../../../shared/tracking-strings.ts';
import { AppError } from '../../http/errors.ts';
import { SERVICES } from '../../../shared/strings.ts';
import { receiptToken } from '../../requests/receipt-token.ts';
import { receiptPdf, type ReceiptData } from './receipt-pdf.ts';
import { RECEIPT } from './receipt-texts.ts';
import { readRequestItems } from '../../tariff/tariff.ts';
import { formatRupiah, TARIFF_TEXT } from '../../../shared/ujilab-tariff-strings.ts';

const tokenMatches = (secret: string, code: string, token: string | undefined) => {
  if (!token) return false;
  const a = Buffer.from(receiptToken(secret, code));
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

type Loaded = { ownerId: string | null; capability: Capability; data: Omit<ReceiptData, 'trackUrl'> };

async function load(db: Db, code: string): Promise<Loaded | null> {
  const prefix = code.split('-')[0];
  if (prefix === 'SRK') {
    const [r] = await db
      .select({ row: sirekananRequests, name: profiles.fullName })
      .from(sirekananRequests)
      .innerJoin(profiles, eq(profiles.id, sirekananRequests.userId))
      .where(eq(sirekananRequests.trackingCode, code));
    if (!r) return null;
    return {
      ownerId: r.row.userId,
      capability: 'sirekanan.manage',
      data: {
        service: SERVICES.sirekanan,
        trackingCode: code,
        createdAt: r.row.createdAt,
        fields: [
          { label: RECEIPT.applicant, value: r.name },
          { label: RECEIPT.subject, value: r.row.subject },
          { label: RECEIPT.attachment, value: r.row.attachmentUrl ? RECEIPT.attached : RECEIPT.none },
        ],
      },
    };
  }
  if (prefix === 'LAB') {
    const [r] = await db
      .select({ row: ujilabRequests, name: profiles.fullName })
      .from(ujilabRequests)
      .innerJoin(profiles, eq(profiles.id, ujilabRequests.userId))
      .where(eq(ujilabRequests.trackingCode, code));
    if (!r) return null;
    // Issue 40, item 2: the tests asked for, as priced when the request was made, and the total.
    const priced = await readRequestItems(db, r.row.id);
    const lines = priced.items.map((l, i) => ({
      label: TARIFF_TEXT.receiptLine(i + 1),
      value: `${l.name}${l.method ? ` (${l.method})` : ''}: ${l.quantity} × ${formatRupiah(l.unitPrice)} = ${formatRupiah(l.amount)}`,
    }));
    return {
      ownerId: r.row.userId,
      capability: 'ujilab.manage',
      data: {
        service: SERVICES.ujilab,
        trackingCode: code,
        createdAt: r.row.createdAt,
        fields: [
          { label: RECEIPT.applicant, value: r.name },
          { label: RECEIPT.testType, value: r.row.jenisUji },
          // The KTP is never printed: only that it was received.
          { label: RECEIPT.documents, value: RECEIPT.labDocuments },
          ...lines,
          { label: TARIFF_TEXT.total, value: lines.length ? formatRupiah(priced.total) : TARIFF_TEXT.notPricedYet },
        ],
      },
    };
  }
  if (prefix === 'LPR') {
    const [row] = await db.select().from(serviceRequests).where(eq(serviceRequests.trackingCode, code));
    if (!row || row.serviceType !== 'lapor_kerusakan') return null;
    const description = row.details.description.length > 600 ? `${row.details.description.slice(0, 600)}…` : row.details.description;
    return {
      ownerId: row.userId,
      capability: 'damage-reports.manage',
      data: {
        service: SERVICES.laporKerusakan,
        trackingCode: code,
        createdAt: row.createdAt,
        fields: [
          { label: RECEIPT.reporter, value: row.details.reporter_name },
          { label: RECEIPT.reportType, value: row.details.report_type },
          { label: RECEIPT.location, value: row.description },
          { label: RECEIPT.description, value: description },
        ],
      },
    };
  }
  if (prefix === 'PPID') {
    const [row] = await db.select().from(ppidRequests).where(eq(ppidRequests.trackingCode, code));
    if (!row) return null;
    const information = row.information.length > 600 ? `${row.information.slice(0, 600)}…` : row.information;
    return {
      ownerId: row.userId,
      capability: 'ppid.manage',
      data: {
        service: LACAK.services.ppid,
        trackingCode: code,
        createdAt: row.createdAt,
        fields: [
          { label: RECEIPT.applicant, value: row.name },
          { label: RECEIPT.information, value: information },
          { label: RECEIPT.receiveMethod, value: RECEIVE_METHOD_LABELS[row.receiveMethod as ReceiveMethod] ?? row.receiveMethod },
          // The KTP is never printed: only that it was received.
          { label: RECEIPT.documents, value: RECEIPT.ppidDocuments },
          { label: RECEIPT.dueOn, value: dayLabel(row.dueOn) },
        ],
      },
    };
  }
  return null;
}

/**
 * The receipt of one submission, for its owner, for staff who handle that service, or for whoever
 * holds the signed link given at submission (a damage report sent without an account). Anyone
 * else gets the same 404 as for a code that does not exist.
 */
export async function getReceipt({
  db,
  env,
  actor,
  code,
  token,
}: {
  db: Db;
  env: { baseUrl: string; AUTH_SECRET?: string };
  actor: Actor;
  code: string;
  token?: string;
}): Promise<{ filename: string; pdf: Buffer }> {
  const loaded = await load(db, code);
  const allowed =
    loaded &&
    ((actor && (loaded.ownerId === actor.id || can(actor.role, loaded.capability))) || tokenMatches(env.AUTH_SECRET!, code, token));
  if (!loaded || !allowed) throw new AppError('NOT_FOUND', RECEIPT.notFound);
  const verifyUrl = /^(SRK|LAB)-/.test(code) ? `${env.baseUrl}/verifikasi/${code}` : undefined;
  const pdf = await receiptPdf({ ...loaded.data, trackUrl: `${env.baseUrl}/lacak/${code}`, verifyUrl });
  return { filename: `bukti-pengajuan-${code}.pdf`, pdf };
}
