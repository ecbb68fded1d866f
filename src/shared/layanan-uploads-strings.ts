// The uploads texts of the service pages (spec §3), a module of their own: only the pages that show them load them.

export const LAYANAN_UPLOADS = {
  notMultipart: 'Format data tidak valid. Kirim formulir beserta berkasnya.',
  tooLarge: 'Gagal mengunggah {kind}: ukuran berkas melebihi batas {max} MB.',
  wrongType: 'Gagal mengunggah {kind}: jenis berkas tidak didukung. Gunakan {types}.',
  unreadableImage: 'Gagal mengunggah {kind}: gambar tidak dapat dibaca.',
  storageFailed: 'Gagal mengunggah {kind}: penyimpanan berkas sedang bermasalah. Silakan coba lagi.',
  bodyTooLarge: 'Ukuran kiriman melebihi batas {max} MB. Perkecil berkas lalu coba lagi.',
  quotaReached: 'Batas unggahan akun Anda tercapai: paling banyak {files} berkas atau {mb} MB dalam 24 jam. Silakan coba lagi besok.',
  selected: 'Berkas terpilih: {name} ({size})',
  choose: 'Pilih Berkas',
  change: 'Ganti Berkas',
  none: 'Belum ada berkas dipilih',
} as const;
