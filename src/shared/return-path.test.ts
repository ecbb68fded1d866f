import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path.ts';

describe('returnPath', () => {
  it('keeps a path on this site, with its query', () => {
    expect(returnPath('/ppid/permohonan')).toBe('/ppid/permohonan');
    expect(returnPath('/laporan?status=Selesai')).toBe('/laporan?status=Selesai');
  });

  it('refuses another site, however it is written, and /masuk itself', () => {
    for (const to of [
      '//jahat.example',
      '/\\jahat.example',
      'https://jahat.example',
      'jahat',
      '',
      null,
      undefined,
      '/masuk',
      '/masuk?kembali=/',
    ])
      expect(returnPath(to), String(to)).toBeUndefined();
  });
});
