import { describe, expect, it } from 'vitest';
import { greetingName, GREETING_NAME_MAX, NEUTRAL_GREETING_NAME } from './greeting-name.ts';
import { ppidMail, statusMail } from './templates.ts';

describe('greetingName', () => {
  it('keeps an ordinary name, titles and degrees included', () => {
    for (const name of [
      'Andi Mappanyukki',
      'Dr. Ir. H. Muh. Idris, S.T., M.T.',
      "Sitti Nur'aini",
      'Rahmat (Ketua RT 03)',
      'A.Md. Kurniawan',
    ])
      expect(greetingName(name)).toBe(name);
  });

  it('falls back to "Bapak/Ibu" for an empty name or one that carries a link, an address or a phone number', () => {
    for (const name of [
      '',
      '   ',
      null,
      undefined,
      'PERHATIAN: akun bank Anda diblokir, hubungi 0812-3456-7890',
      'Hubungi +62 812 345 678',
      'CS 0812.3456.78',
      'Andi (0426) 21000',
      'Klik https://contoh-bank.example/masuk',
      'Buka www.bank-palsu.test',
      'Cek bit.ly sekarang',
      'Balas ke cs@bank-palsu.test',
    ])
      expect(greetingName(name), String(name)).toBe(NEUTRAL_GREETING_NAME);
  });

  it('puts it on one line without control characters and cuts a long one', () => {
    expect(greetingName('Andi\r\nBcc: korban@contoh.id')).toBe(NEUTRAL_GREETING_NAME);
    expect(greetingName('Andi\n\n\tSaputra\u202e')).toBe('Andi Saputra');
    expect(greetingName('Andi\u200bSaputra')).toBe('Andi Saputra');
    const long = greetingName('Andi '.repeat(30));
    expect([...long].length).toBeLessThanOrEqual(GREETING_NAME_MAX);
    expect(long.endsWith('…')).toBe(true);
  });

  it('is what every template prints after "Yth."', () => {
    const phishing = 'PERHATIAN: akun bank Anda diblokir, hubungi 0812-3456-7890';
    const status = statusMail({
      name: phishing,
      service: 'Sirekanan',
      code: 'SRK-2026-ABCDEF',
      status: 'Diproses',
      note: null,
      trackUrl: 'https://portal.test/lacak/x',
      unsubscribeUrl: 'https://portal.test/berhenti',
    });
    const ppid = ppidMail({
      name: phishing,
      subject: 's',
      heading: 'h',
      paragraphs: [],
      url: 'https://portal.test/ppid',
      unsubscribeUrl: 'u',
    });
    for (const mail of [status, ppid]) {
      expect(mail.text).toContain('Yth. Bapak/Ibu,');
      expect(mail.text).not.toContain('0812');
      expect(mail.html).not.toContain('0812');
    }
  });
});
