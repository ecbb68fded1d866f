import { describe, expect, it } from 'vitest';
import { dipInputSchema } from './ppid-schemas.ts';

const columns = {
  category: 'berkala',
  nomor: 'B-1',
  ringkasan: 'Laporan keuangan',
  pejabat: 'Subbagian Keuangan',
  penanggungJawab: 'Kepala Subbagian',
  waktuTempat: 'Mamuju',
  bentuk: 'PDF',
  jangkaWaktu: '5 tahun',
};

describe('dipInputSchema tick boxes', () => {
  it('reads the posted form’s "ya" (the server’s multipart) and nothing as no', () => {
    expect(dipInputSchema.parse({ ...columns, published: 'ya', removeFile: '' })).toMatchObject({ published: true, removeFile: false });
    expect(dipInputSchema.parse(columns)).toMatchObject({ published: false, removeFile: false });
  });

  it('reads the admin form’s own checkboxes (booleans), checked by the same schema before sending', () => {
    expect(dipInputSchema.parse({ ...columns, published: true, removeFile: false })).toMatchObject({ published: true, removeFile: false });
  });
});
