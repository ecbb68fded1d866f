import { describe, expect, it } from 'vitest';
import { CONTACT_PHONE } from './contact-phone-strings.ts';
import { contactOf, displayPhone, normalisePhone } from './phone.ts';
import { sirekananInputSchema } from './sirekanan-schemas.ts';
import { ppidRequestInputSchema } from './ppid-schemas.ts';

describe('normalisePhone (Indonesian mobile numbers to E.164)', () => {
  it.each([
    ['081234567890', '+6281234567890'],
    ['0812-3456-7890', '+6281234567890'],
    ['0812 3456 7890', '+6281234567890'],
    ['(0812) 3456.7890', '+6281234567890'],
    ['+62 812 3456 7890', '+6281234567890'],
    ['+6281234567890', '+6281234567890'],
    ['6281234567890', '+6281234567890'],
    ['  0811234567 ', '+62811234567'],
    ['0812345678901', '+62812345678901'],
  ])('%s → %s', (typed, e164) => expect(normalisePhone(typed)).toBe(e164));

  it.each([
    '',
    '12345',
    '0426123456', // a landline (Mamuju)
    '+6242612345',
    '+60123456789', // Malaysia
    '08123', // too short
    '0812345678901234', // too long
    '08xx34567890',
    '++6281234567890',
    '0812/3456/7890',
  ])('refuses %j', (typed) => expect(normalisePhone(typed)).toBeNull());

  it('shows a number as people read it', () => expect(displayPhone('+6281234567890')).toBe('+62 812-3456-7890'));
});

describe('the forms’ phone and WhatsApp fields', () => {
  const letter = { subject: 'Izin', details: 'Detail' };
  const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

  it('the phone is optional; a wrong one is refused with its Indonesian message', () => {
    expect(sirekananInputSchema.safeParse(letter).success).toBe(true);
    expect(messages(sirekananInputSchema.safeParse({ ...letter, phone: '0426-21234' }))).toEqual([CONTACT_PHONE.invalid]);
    expect(messages(sirekananInputSchema.safeParse({ ...letter, phone: 'x'.repeat(40) }))).toContain(CONTACT_PHONE.invalid);
  });

  it('WhatsApp needs a phone; unticked is the default', () => {
    expect(messages(sirekananInputSchema.safeParse({ ...letter, whatsapp: 'ya' }))).toEqual([CONTACT_PHONE.whatsappNeedsPhone]);
    const parsed = sirekananInputSchema.parse({ ...letter, phone: '081234567890' });
    expect(contactOf(parsed)).toEqual({ phone: '+6281234567890', whatsapp: false });
    expect(contactOf(sirekananInputSchema.parse({ ...letter, phone: '081234567890', whatsapp: 'ya' }))).toEqual({
      phone: '+6281234567890',
      whatsapp: true,
    });
    expect(contactOf(sirekananInputSchema.parse(letter))).toBeNull();
  });

  it('PPID keeps its required phone (a landline too), but WhatsApp only to a mobile number', () => {
    const base = {
      name: 'Andi',
      address: 'Jl. Abdul Malik Pattana Endeng',
      email: 'andi@contoh.id',
      information: 'Kontrak',
      purpose: 'Penelitian',
      receiveMethod: 'melihat',
      copyMethod: 'langsung',
      ktpConsent: 'ya',
    };
    const landline = { ...base, phone: '(0426) 21234' };
    expect(ppidRequestInputSchema.safeParse(landline).success).toBe(true);
    expect(messages(ppidRequestInputSchema.safeParse({ ...landline, whatsapp: 'ya' }))).toEqual([CONTACT_PHONE.whatsappNeedsMobile]);
    expect(ppidRequestInputSchema.safeParse({ ...base, phone: '0812 3456 7890', whatsapp: 'ya' }).success).toBe(true);
  });
});
