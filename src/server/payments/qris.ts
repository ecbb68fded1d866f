/*
 * QRIS MPM (Merchant Presented Mode), a dynamic QR for one bill: EMVCo's Merchant-Presented QR payload as
 * Bank Indonesia's QRIS profile uses it (ASPI). Each field is ID (2 digits) + length (2 digits) + value; the
 * last is the CRC (tag 63) over everything before it, "6304" included.
 */

const field = (id: string, value: string): string => {
  if (value.length > 99) throw new Error(`QRIS field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
};

/** CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF), four upper-case hex digits. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export type QrisMerchant = {
  /** The acquirer's reverse domain (tag 26, sub 00), e.g. ID.CO.BANKSULSELBAR.WWW. */
  acquirer: string;
  /** The merchant's PAN at the acquirer (tag 26, sub 01). */
  merchantPan: string;
  /** The National Merchant ID (NMID) QRIS gives (tag 51, sub 02). */
  nmid: string;
  name: string;
  city: string;
  postalCode: string;
};

/** Strips what an EMVCo text field may not hold and cuts it to its length. */
const plain = (s: string, max: number) =>
  s
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .slice(0, max);

/** The dynamic payload of one bill: amount (tag 54) and the bill number as its reference (tag 62, sub 01). */
export function qrisPayload(merchant: QrisMerchant, bill: { number: string; total: number }): string {
  const body =
    field('00', '01') +
    // 12: dynamic (a QR for one payment), 11 would be static.
    field('01', '12') +
    field('26', field('00', plain(merchant.acquirer, 32)) + field('01', plain(merchant.merchantPan, 19)) + field('03', 'UME')) +
    field('51', field('00', 'ID.CO.QRIS.WWW') + field('02', plain(merchant.nmid, 15)) + field('03', 'UME')) +
    // MCC 9399: government services.
    field('52', '9399') +
    field('53', '360') +
    field('54', String(bill.total)) +
    field('58', 'ID') +
    field('59', plain(merchant.name, 25)) +
    field('60', plain(merchant.city, 15)) +
    field('61', plain(merchant.postalCode, 10)) +
    field('62', field('01', plain(bill.number, 25))) +
    '6304';
  return body + crc16Ccitt(body);
}

/** Reads a payload's top-level fields (for tests and for checking a payload before it is drawn). */
export function parseQris(payload: string): Map<string, string> {
  const out = new Map<string, string>();
  let i = 0;
  while (i < payload.length) {
    const id = payload.slice(i, i + 2);
    const len = Number(payload.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(len)) throw new Error('not an EMVCo payload');
    out.set(id, payload.slice(i + 4, i + 4 + len));
    i += 4 + len;
  }
  return out;
}
