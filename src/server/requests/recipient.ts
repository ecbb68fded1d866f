import { eq } from 'drizzle-orm';
import type { RequestKind } from '../../shared/admin-schemas.ts';
import type { Tx } from '../db/client.ts';
import { profiles, serviceRequests, sirekananRequests, ujilabRequests, users } from '../db/schema.ts';
import { isConfirmed } from '../mail/address-confirmations.ts';

export type Recipient = { email: string; name: string; userId: string | null; code: string };

/**
 * Who hears about a request: its account's verified address, or a damage report's optional one once
 * it has confirmed itself for that report (docs/decisions/046); null if nobody.
 */
export async function recipientOf(tx: Tx, kind: RequestKind, id: string): Promise<Recipient | null> {
  if (kind === 'damage-reports') {
    const [row] = await tx
      .select({ details: serviceRequests.details, code: serviceRequests.trackingCode })
      .from(serviceRequests)
      .where(eq(serviceRequests.id, id));
    const email = row?.details.reporter_email;
    if (!row || !email || !(await isConfirmed(tx, id, email))) return null;
    return { email, name: row.details.reporter_name, userId: null, code: row.code };
  }
  const table = kind === 'sirekanan' ? sirekananRequests : ujilabRequests;
  const [row] = await tx
    .select({ email: users.email, verified: users.emailVerified, name: profiles.fullName, userId: profiles.id, code: table.trackingCode })
    .from(table)
    .innerJoin(profiles, eq(profiles.id, table.userId))
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(table.id, id));
  // Status e-mails go only to an address its owner has verified (the dashboard says so).
  return row?.verified ? { email: row.email, name: row.name || row.email, userId: row.userId, code: row.code } : null;
}
