import type { LabSchedule } from '../../../shared/lab-sample-schemas.ts';
import { assertCan, type Actor, type Deps } from '../../context.ts';
import { nowWita, readSchedule } from './schedule-rows.ts';

/** The lab's schedule as staff edit it: closed dates from today on. */
export async function getLabSchedule({ deps, actor }: { deps: Deps; actor: Actor }): Promise<LabSchedule> {
  assertCan(actor, 'ujilab.manage');
  return readSchedule(deps.db, nowWita().day);
}
