// A process that commits a change with its e-mail and is killed at once, before any worker could send
// it (src/server/mail/mail.test.ts: a kill -9 between commit and send loses no mail).
import { createDb, createPool } from '../db/client.ts';
import { queueMail } from '../mail/outbox.ts';

const pool = createPool(process.env.DATABASE_URL!, 1);
const db = createDb(pool);
await db.transaction((tx) =>
  queueMail(tx, { kind: 'test', to: process.env.MAIL_TO!, subject: 'Uji kill -9', text: 'Isi', html: '<p>Isi</p>' }),
);
process.kill(process.pid, 'SIGKILL');
