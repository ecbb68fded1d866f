import { describe, expect, it } from 'vitest';
import { MAIL_KINDS } from './outbox-schemas.ts';
import { mailKindLabel, OUTBOX } from './outbox-strings.ts';

describe('mail kinds on /admin/surel (issue 38)', () => {
  it('names every kind in words, never its code word', () => {
    for (const kind of MAIL_KINDS) {
      expect(mailKindLabel(kind)).toBe(OUTBOX.kinds[kind]);
      expect(mailKindLabel(kind)).not.toMatch(/_|^[a-z-]+$/);
    }
    expect(mailKindLabel('invitation')).toBe('Undangan akun petugas');
    expect(mailKindLabel('ppid')).toBe('Permohonan informasi PPID');
    expect(mailKindLabel('document')).toBe('Dokumen terbit');
  });

  it('names a kind no longer in the list (an old row) "Email lain"', () => {
    expect(mailKindLabel('laporan_lama')).toBe(OUTBOX.otherKind);
    expect(mailKindLabel('toString')).toBe(OUTBOX.otherKind);
  });
});
