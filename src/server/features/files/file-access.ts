import type { Bucket } from '../../../shared/constants.ts';
import { can } from '../../../shared/roles.ts';
import type { SessionUser } from '../../context.ts';

/**
 * DECISIONS.md rule 9: who may read an object. Document keys start with the owner's user id
 * (ARCHITECTURE.md §4), so ownership is read from the key itself.
 */
export function mayReadFile(user: SessionUser, bucket: Bucket, key: string): boolean {
  const owner = key.split('/')[0];
  switch (bucket) {
    case 'service-documents':
      return owner === user.id || can(user.role, 'sirekanan.manage');
    case 'lab-documents':
      return owner === user.id || can(user.role, 'ujilab.manage');
    case 'damage-photos':
      return can(user.role, 'damage-reports.manage');
    // A published DIP document is downloaded through /api/ppid/dip/{id}/berkas; here only staff.
    case 'ppid-documents':
      return can(user.role, 'ppid.manage');
    // The requester's KTP and the answer's attachments: the requester and the PPID's staff.
    case 'ppid-requests':
      return owner === user.id || can(user.role, 'ppid.manage');
  }
}
