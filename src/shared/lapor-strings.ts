// SP4N-LAPOR! (issue 39, item 4; docs/decisions/066): the words people read about a report's LAPOR! ticket.

export const LAPOR = {
  ticketLabel: 'No. Tiket LAPOR!',
  /** The start of each LAPOR! answer written into the report's history (the public note). */
  historyPrefix: 'Tindak lanjut SP4N-LAPOR!',
  /** LAPOR!'s status codes (docs/decisions/066) in words; an unknown code is shown as LAPOR! sent it. */
  statuses: {
    menunggu_verifikasi: 'Menunggu verifikasi',
    diverifikasi: 'Diverifikasi',
    didisposisikan: 'Didisposisikan ke instansi',
    ditindaklanjuti: 'Sedang ditindaklanjuti',
    selesai: 'Selesai',
    diarsipkan: 'Diarsipkan',
  } as Record<string, string>,
} as const;
