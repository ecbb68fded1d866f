import { CONTACT_PHONE } from '../../src/shared/contact-phone-strings.ts';
import { LAYANAN_SIREKANAN } from '../../src/shared/layanan-sirekanan-strings.ts';
import { LAYANAN_UJILAB } from '../../src/shared/layanan-ujilab-strings.ts';
import { PPID_FORM } from '../../src/shared/ppid-form-strings.ts';
import { expectToast } from './auth-helpers.ts';
import { expectNoViolations } from './axe.ts';
import { createUser, expect, loginAs, test } from './fixtures.ts';

// Issue 38, item 5: the phone and the WhatsApp box on every request form, and what staff see of them.
const SHOTS = '/tmp/i38-whatsapp-shots';

for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`phone and WhatsApp at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('on the forms: the label, its hint, the box; a wrong number is named under it', async ({ page }) => {
      const customer = await createUser(page.request);
      await loginAs(page, customer);

      await page.goto('/layanan/sirekanan', { waitUntil: 'networkidle' });
      const phone = page.getByLabel(CONTACT_PHONE.label);
      await expect(phone).toBeVisible();
      await expect(page.getByText(CONTACT_PHONE.hint)).toBeVisible();
      const box = page.getByLabel(CONTACT_PHONE.whatsapp);
      await expect(box).not.toBeChecked();
      await page.getByLabel(new RegExp(`^${LAYANAN_SIREKANAN.subject}`)).fill('Rekomendasi teknis');
      await page.getByLabel(new RegExp(`^${LAYANAN_SIREKANAN.details}`)).fill('Jalan masuk kompleks');
      await phone.fill('0426 21234');
      await page.getByRole('button', { name: LAYANAN_SIREKANAN.submit }).click();
      await expect(page.getByText(CONTACT_PHONE.invalid).first()).toBeVisible();
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await phone.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/sirekanan-error-${viewport.width}.png`, fullPage: true });
      await expectNoViolations(page, 'sirekanan form with a wrong phone');
      await phone.fill('0812 3456 7890');
      await box.check();
      await page.getByRole('button', { name: LAYANAN_SIREKANAN.submit }).click();
      await expectToast(page, LAYANAN_SIREKANAN.successTitle);

      await page.goto('/layanan/lapor-kerusakan', { waitUntil: 'networkidle' });
      await expect(page.getByLabel(CONTACT_PHONE.label)).toBeVisible();
      await expect(page.getByLabel(CONTACT_PHONE.whatsapp)).toBeVisible();
      await page.getByLabel(CONTACT_PHONE.label).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/lapor-kerusakan-${viewport.width}.png` });

      await page.goto('/layanan/ujilab', { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: LAYANAN_UJILAB.newRequest }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByLabel(CONTACT_PHONE.label)).toBeVisible();
      await dialog.getByLabel(CONTACT_PHONE.label).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/ujilab-dialog-${viewport.width}.png` });
      await expectNoViolations(page, 'lab dialog with the phone');
      await page.keyboard.press('Escape');

      await page.goto('/ppid/permohonan', { waitUntil: 'networkidle' });
      await expect(page.getByText(CONTACT_PHONE.hint)).toBeVisible();
      await expect(page.getByLabel(CONTACT_PHONE.whatsapp)).toBeVisible();
      await expect(page.getByLabel(new RegExp(`^${PPID_FORM.form.phone}`))).toBeVisible();
      await page.getByLabel(CONTACT_PHONE.whatsapp).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/ppid-${viewport.width}.png` });
    });

    test("staff see the phone, its links and WhatsApp's state in the request's detail", async ({ page }) => {
      const customer = await createUser(page.request);
      await loginAs(page, customer);
      const sent = await page.request.post('/api/sirekanan', {
        multipart: { subject: 'Surat dengan nomor HP', details: 'D', phone: '+62 812 7777 1234', whatsapp: 'ya' },
      });
      expect(sent.status()).toBe(201);
      const { trackingCode } = (await sent.json()) as { trackingCode: string };
      await page.context().clearCookies();
      const admin = await createUser(page.request, { role: 'admin_sirekanan' });
      await loginAs(page, admin);
      await page.goto(`/admin/sirekanan/${trackingCode}`, { waitUntil: 'networkidle' });
      const dialog = page.getByRole('main');
      const contact = dialog.getByRole('region', { name: CONTACT_PHONE.staffTitle });
      await expect(contact).toContainText('+62 812-7777-1234');
      await expect(contact.getByRole('link', { name: CONTACT_PHONE.staffCall })).toHaveAttribute('href', 'tel:+6281277771234');
      await expect(contact.getByRole('link', { name: CONTACT_PHONE.staffWhatsAppLink })).toHaveAttribute(
        'href',
        'https://wa.me/6281277771234',
      );
      await expect(contact).toContainText(CONTACT_PHONE.staffWhatsAppOn);
      // The e2e portal has no WhatsApp configured: nothing was queued.
      await expect(contact).toContainText(CONTACT_PHONE.staffNoMessage);
      await contact.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/admin-detail-${viewport.width}.png` });
      await expectNoViolations(page, 'request detail with the phone');
    });
  });
}
