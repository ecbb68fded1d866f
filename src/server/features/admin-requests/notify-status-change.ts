import type { Tx } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { queueStatusNotice, type StatusNotice } from '../../requests/status-notice.ts';
import { surveyOpen, surveyPath } from '../skm/index.ts';

/**
 * A staff change's notice to the requester (requests/status-notice.ts), with the survey invitation of a
 * finished Sirekanan or Uji Lab request, once (issue 16), after its document (issue 38).
 */
export async function notifyStatusChange(tx: Tx, env: Env, change: StatusNotice): Promise<boolean> {
  const finished = change.kind !== 'damage-reports' && (change.status === 'Selesai' || change.status === 'Ditolak');
  return queueStatusNotice(tx, env, change, async (code) =>
    finished && (await surveyOpen(tx, change.id)) ? `${env.baseUrl}${surveyPath(env.AUTH_SECRET!, code, change.id)}` : undefined,
  );
}
