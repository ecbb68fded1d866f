import { UUID_PATTERN } from '../../../shared/admin-schemas.ts';
import { ADMIN } from '../../../shared/admin-strings.ts';
import type { ForwardInput } from '../../../shared/forwarding-schemas.ts';
import { assertCan, type Actor, type Deps } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import { forwardReport } from './report-forwarding.ts';

/**
 * "Teruskan ke instansi" (issue 39, item 3): staff hand a report to the authority that owns its road by hand,
 * which is also how a report that is not this office's is refused ("bukan kewenangan" names who).
 */
export async function forwardDamageReport({ deps, actor, id, input }: { deps: Deps; actor: Actor; id: string; input: ForwardInput }) {
  assertCan(actor, 'damage-reports.manage');
  if (!UUID_PATTERN.test(id)) throw new AppError('NOT_FOUND', ADMIN.requests.notFound);
  const { instansiId, note } = input;
  return deps.db.transaction((tx) => forwardReport(tx, deps.env, { id, instansiId, actorId: actor.id, automatic: false, note }));
}
