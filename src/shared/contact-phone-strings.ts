// Texts of the request forms' phone number and WhatsApp opt-in (issue 38, item 5). Indonesian.

export const CONTACT_PHONE = {
  label: 'Nomor HP / WhatsApp (opsional)',
  hint: 'untuk dihubungi petugas / WhatsApp',
  whatsapp: 'Kirim kabar status lewat WhatsApp',
  invalid: 'Nomor HP tidak valid. Tulis nomor HP Indonesia, misalnya 0812 3456 7890 atau +62 812 3456 7890.',
  whatsappNeedsPhone: 'Isi nomor HP untuk menerima kabar status lewat WhatsApp.',
  whatsappNeedsMobile: 'Kabar lewat WhatsApp hanya ke nomor HP Indonesia, misalnya 0812 3456 7890.',
  // The staff's view of a request's phone.
  staffTitle: 'Kontak telepon',
  staffPhone: 'Nomor HP',
  staffCall: 'Telepon',
  staffWhatsAppLink: 'Buka WhatsApp',
  staffNone: 'Pemohon tidak memberikan nomor HP.',
  staffWhatsAppOn: 'Kabar status lewat WhatsApp: aktif',
  staffWhatsAppOff: 'Kabar status lewat WhatsApp: tidak aktif',
  staffWhatsAppStopped: 'Kabar status lewat WhatsApp: dihentikan pemohon (STOP)',
  staffLastMessage: 'Pesan WhatsApp terakhir',
  staffNoMessage: 'Belum ada pesan WhatsApp.',
  messageStatus: {
    pending: 'Menunggu dikirim',
    sent: 'Terkirim',
    delivered: 'Diterima',
    read: 'Dibaca',
    failed: 'Gagal',
  },
} as const;
