import { ADMIN } from '../../src/shared/admin-strings.ts';
import { insertContactMessage, uniqueTag } from './admin-fixtures.ts';
import { createUser, expect, loginAs, test, withDb } from './fixtures.ts';

const T = ADMIN.inbox;

test('the super admin reads a contact message, which marks it read, and can mark it unread again', async ({
  page,
  request,
  consoleErrors,
}) => {
  const subject = uniqueTag('Pertanyaan ');
  const id = await insertContactMessage(subject);
  await loginAs(page, await createUser(request, { role: 'super_admin' }));
  await page.goto('/admin/pesan?filter=unread');
  await expect(page.getByRole('button', { name: T.unread })).toHaveAttribute('aria-pressed', 'true');
  const item = page.getByRole('listitem').filter({ hasText: subject });
  await expect(item).toContainText(T.unreadBadge);
  await item.getByRole('button', { name: new RegExp(subject) }).click();
  await expect(item).toContainText('Mohon informasi jadwal perbaikan jalan.');
  await expect(item.getByRole('link', { name: T.reply })).toHaveAttribute('href', /^mailto:warga\.majene@contoh\.id/);
  await expect
    .poll(async () => withDb(async (db) => (await db.query('SELECT read_at FROM contact_messages WHERE id = $1', [id])).rows[0].read_at))
    .not.toBeNull();

  await page.getByRole('button', { name: T.all }).click();
  await expect(page).toHaveURL('/admin/pesan');
  await page.reload();
  const again = page.getByRole('listitem').filter({ hasText: subject });
  await expect(again).not.toContainText(T.unreadBadge);
  await again.getByRole('button', { name: new RegExp(subject) }).click();
  await again.getByRole('button', { name: T.markUnread }).click();
  await expect(again).toContainText(T.unreadBadge);
  expect(
    await withDb(async (db) => (await db.query('SELECT read_at FROM contact_messages WHERE id = $1', [id])).rows[0].read_at),
  ).toBeNull();
  expect(consoleErrors).toEqual([]);
});

test('other admins cannot open the inbox', async ({ page, request }) => {
  await loginAs(page, await createUser(request, { role: 'admin_ujilab' }));
  await page.goto('/admin/pesan');
  await expect(page).toHaveURL('/admin');
});
