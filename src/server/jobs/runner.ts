import { Logger as QueueLogger, run, type Runner, type TaskList } from 'graphile-worker';
import type { Deps } from '../context.ts';
import { PUBLISH_ARTICLE_TASK, publishScheduledArticle } from '../features/cms/publish-scheduled.ts';
import { SEND_MAIL_TASK } from '../mail/outbox.ts';
import { sendOutboxMail } from '../mail/send-mail.ts';
import { createMailTransport, type MailTransport } from '../mail/transport.ts';

export type JobRunner = { transport: MailTransport; stop: () => Promise<void> };

/**
 * The job queue (graphile-worker on our PostgreSQL): every instance runs one, they share the jobs,
 * and a job written in a transaction runs only once that transaction commits. Jobs today: send_mail, publish_article.
 */
export async function startJobRunner(deps: Deps, opts: { transport?: MailTransport; pollInterval?: number } = {}): Promise<JobRunner> {
  const transport = opts.transport ?? createMailTransport(deps.env, deps.log);
  const log = deps.log.child({ component: 'jobs' });
  const taskList: TaskList = {
    [SEND_MAIL_TASK]: async (payload, helpers) => {
      const { id } = payload as { id: string };
      const { attempts, max_attempts } = helpers.job;
      await sendOutboxMail({ db: deps.db, store: deps.store, transport }, id, { number: attempts, last: attempts >= max_attempts });
    },
    [PUBLISH_ARTICLE_TASK]: async (payload) => {
      const { id } = payload as { id: string };
      if (await publishScheduledArticle(deps.db, id)) log.info({ id }, 'scheduled article published');
    },
  };
  const logger = new QueueLogger(() => (level, message) => {
    if (level === 'error') log.error(message);
    else if (level === 'warning') log.warn(message);
    else if (level === 'info') log.debug(message);
  });
  const runner: Runner = await run({
    pgPool: deps.pool,
    taskList,
    concurrency: 2,
    noHandleSignals: true,
    pollInterval: opts.pollInterval ?? 2000,
    logger,
  });
  return {
    transport,
    stop: async () => {
      await runner.stop();
      transport.close();
    },
  };
}
