export const PERSON_NAME_TEXT = {
  noContact: 'Nama tidak boleh berisi tautan, alamat email, atau nomor telepon.',
} as const;
