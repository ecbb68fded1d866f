// Apart from strings.ts and the page meta: the service pages and their link previews share them.

/** The four service pages' headings and descriptions: the page and its link preview (src/shared/public-pages.ts) share them. */
export const SERVICE_PAGES = {
  sirekanan: {
    heading: 'Layanan Sirekanan',
    description:
      'Ajukan permohonan surat kepada Dinas PUPR Provinsi Sulawesi Barat secara elektronik. Setiap pengajuan dan korespondensi internal tercatat rapi, terarsip, dan dapat Anda pantau statusnya.',
  },
  ujilab: {
    heading: 'Layanan Uji Laboratorium',
    description:
      'Ajukan pengujian beton, aspal, tanah, atau bahan lain di laboratorium Dinas PUPR Provinsi Sulawesi Barat dan pantau status pengajuan Anda di sini.',
  },
  damage: {
    heading: 'Lapor Kerusakan Infrastruktur',
    description:
      'Laporkan jalan, jembatan, bangunan air, atau gedung yang rusak di Sulawesi Barat. Laporan dapat dikirim tanpa login; simpan kode pelacakan untuk memantau statusnya.',
  },
  bridges: {
    heading: 'Jembatantif',
    description: 'Cari data jembatan berdasarkan nama atau lokasi, lengkap dengan tahun bangun, tipe, dan kondisi terkini.',
  },
} as const;
