import type { Logger } from 'pino';
import { isDatabaseUnavailable } from '../http/database-unavailable.ts';
import type { JobRunner } from './runner.ts';

/**
 * Starts the job queue, and if PostgreSQL cannot be reached, keeps trying (1 s, 2 s, … 10 s apart)
 * until it can: a worker started during an outage serves 503s meanwhile instead of exiting
 * (issue 34, item 1). Any other failure is logged and tried again later too: mail must not stop
 * for good because of one bad start.
 */
export function startWhenDatabaseAnswers(
  start: () => Promise<JobRunner>,
  log: Pick<Logger, 'info' | 'warn' | 'error'>,
): { stop: () => Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;
  const running = (async (): Promise<JobRunner | undefined> => {
    for (let attempt = 0; !stopped; attempt++) {
      try {
        const runner = await start();
        if (attempt > 0) log.info('job queue started');
        if (runner.transport.kind === 'log') log.info('SMTP_URL is not set: e-mails are kept in the outbox (/admin/surel) and the log');
        return runner;
      } catch (err) {
        if (attempt === 0) {
          if (isDatabaseUnavailable(err)) log.warn({ err }, 'database not reachable: the job queue starts when it answers');
          else log.error({ err }, 'the job queue did not start; trying again');
        }
      }
      await new Promise<void>((resolve) => {
        wake = resolve;
        timer = setTimeout(resolve, Math.min(10_000, 1_000 * 2 ** Math.min(attempt, 4)));
      });
    }
    return undefined;
  })();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      wake?.();
      await (await running)?.stop();
    },
  };
}
