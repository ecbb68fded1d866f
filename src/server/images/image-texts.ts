// The image upload's messages (server only; the editor shows what the server says).
export const IMAGE_TEXTS = {
  kind: 'gambar',
  missing: 'Pilih gambar yang akan diunggah.',
  unreadable: 'Gambar tidak dapat dibaca. Unggah foto JPG, PNG atau WEBP yang utuh.',
  notFound: 'Gambar tidak ditemukan.',
} as const;
