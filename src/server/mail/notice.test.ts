import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createDb, createPool } from '../db/client.ts';
import { outboxMails } from '../db/schema.ts';
import { queueNotice } from './notice.ts';
import { optOut, validUnsubscribe } from './unsubscribe.ts';

const pool = createPool(inject('databaseUrl'), 2);
const db = createDb(pool);
afterAll(() => pool.end());

const env = { baseUrl: 'http://portal.test', AUTH_SECRET: 'test-secret-test-secret-test-secret-0123' };
const newEmail = () => `warga-${randomUUID().slice(0, 8)}@contoh.id`;
const outboxFor = (email: string) => db.select().from(outboxMails).where(eq(outboxMails.toAddress, email));

describe('queueNotice', () => {
  it('queues one mail with the one-click unsubscribe headers, and gives the template the footer link', async () => {
    const email = newEmail();
    const given: string[] = [];
    const queued = await db.transaction((tx) =>
      queueNotice(tx, env, {
        kind: 'status',
        to: email,
        render: ({ unsubscribeUrl }) => {
          given.push(unsubscribeUrl);
          return { subject: 'Status berubah', text: `Berhenti: ${unsubscribeUrl}`, html: '<p>Status berubah</p>' };
        },
      }),
    );

    expect(queued).toBe(true);
    const rows = await outboxFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'status', subject: 'Status berubah', status: 'pending', userId: null });
    const headers = rows[0]!.headers;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = new URL(/^<(.+)>$/.exec(headers['List-Unsubscribe']!)![1]!);
    expect(`${oneClick.origin}${oneClick.pathname}`).toBe('http://portal.test/api/mail/unsubscribe');
    expect(validUnsubscribe(env.AUTH_SECRET, email, oneClick.searchParams.get('t')!)).toBe(true);
    // The footer's page is for the same address, with the same signature.
    expect(given).toHaveLength(1);
    const page = new URL(given[0]!);
    expect(page.pathname).toBe('/berhenti-langganan');
    expect(page.searchParams.get('e')).toBe(email);
    expect(rows[0]!.textBody).toBe(`Berhenti: ${given[0]}`);
  });

  it('queues nothing, and renders nothing, for an address that asked for no more (in any case)', async () => {
    const email = newEmail();
    await optOut(db, email);
    let rendered = false;
    const queued = await db.transaction((tx) =>
      queueNotice(tx, env, {
        kind: 'status',
        to: email.toUpperCase(),
        render: () => {
          rendered = true;
          return { subject: 'x', text: 'x', html: 'x' };
        },
      }),
    );

    expect(queued).toBe(false);
    expect(rendered).toBe(false);
    expect(await outboxFor(email.toUpperCase())).toEqual([]);
    expect(await outboxFor(email)).toEqual([]);
  });
});
