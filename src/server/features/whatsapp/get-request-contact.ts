import type { Capability } from '../../../shared/roles.ts';
import { assertCan, type Actor, type Deps } from '../../context.ts';
import type { ContactKind } from '../../db/schema.ts';
import { requestContactOf, type RequestContactView } from '../../whatsapp/contacts.ts';

const CAPABILITY: Record<ContactKind, Capability> = {
  sirekanan: 'sirekanan.manage',
  ujilab: 'ujilab.manage',
  'damage-reports': 'damage-reports.manage',
  ppid: 'ppid.manage',
};

/** A request's phone, its WhatsApp opt-in and its last message's status, for the staff who handle that service. */
export async function getRequestContact({
  deps,
  actor,
  input,
}: {
  deps: Deps;
  actor: Actor;
  input: { kind: ContactKind; id: string };
}): Promise<RequestContactView> {
  assertCan(actor, CAPABILITY[input.kind]);
  return requestContactOf(deps.db, input.kind, input.id);
}
