import type { Paged } from '../../../shared/admin-schemas.ts';
import type { Role } from '../../../shared/roles.ts';
import type { SirekananItem } from '../../../shared/sirekanan-schemas.ts';
import type { UjilabItem } from '../../../shared/ujilab-schemas.ts';
import { assertCan, type Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { pendingSurveys } from '../skm/index.ts';
import { listOwnSirekanan } from '../sirekanan/index.ts';
import { listOwnUjilabRequests } from '../ujilab/index.ts';

export const DASHBOARD_LIST_SIZE = 5;

export type CustomerDashboard = {
  profile: { fullName: string; email: string; role: Role; createdAt: string };
  sirekanan: Paged<SirekananItem>;
  ujilab: Paged<UjilabItem>;
  /** Finished requests still waiting for their satisfaction survey (issue 16), with the survey's link. */
  surveys: { code: string; path: string }[];
};

/** Spec §2 /dashboard: the customer's latest submissions of both services and their profile. */
export async function getCustomerDashboard({ db, actor, secret }: { db: Db; actor: Actor; secret: string }): Promise<CustomerDashboard> {
  assertCan(actor, 'customer.services');
  const page = { page: 1, pageSize: DASHBOARD_LIST_SIZE };
  const [sirekanan, ujilab, surveys] = await Promise.all([
    listOwnSirekanan({ db, actor, input: page }),
    listOwnUjilabRequests({ db, actor, input: page }),
    pendingSurveys(db, secret, actor.id),
  ]);
  return {
    profile: { fullName: actor.fullName, email: actor.email, role: actor.role, createdAt: actor.createdAt.toISOString() },
    sirekanan,
    ujilab,
    surveys,
  };
}
