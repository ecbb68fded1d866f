import { BRAND, formatWita } from '../../pdf/letterhead.ts';
import { officeDocument } from '../../pdf/office-document.ts';
import { RECEIPT } from './receipt-texts.ts';

export type ReceiptData = {
  service: string;
  trackingCode: string;
  createdAt: Date;
  fields: { label: string; value: string }[];
  /** The public status page the QR code leads to: {BASE_URL}/lacak/{code}. */
  trackUrl: string;
  /** Sirekanan and Uji Lab: /verifikasi/{code}, where a copy of the reply or result is checked (second QR code). */
  verifyUrl?: string | undefined;
};

/**
 * "Bukti Pengajuan": one A4 page with the letterhead, the tracking code, the service, the date and
 * time in WITA, the fields that are not sensitive (never the KTP), and a QR code of /lacak/{code}.
 * Besides officeDocument's Helvetica, pdfkit's built-in Courier for the code: no font files, nothing fetched.
 */
export async function receiptPdf(data: ReceiptData): Promise<Buffer> {
  const { default: QRCode } = await import('qrcode');
  const qr = await QRCode.toBuffer(data.trackUrl, { errorCorrectionLevel: 'M', margin: 1, width: 360 });
  const { doc, left, width, end } = await officeDocument({
    title: `${RECEIPT.title} ${data.trackingCode}`,
    heading: { text: RECEIPT.title, size: 18, gap: 24 },
    subtitle: `${RECEIPT.service} ${data.service}`,
  });

  // The code
  doc.moveDown(1.2);
  doc.font('Helvetica').fontSize(10).fillColor('#475569').text(RECEIPT.codeLabel, { width, align: 'center' });
  doc.moveDown(0.4);
  doc.font('Courier-Bold').fontSize(26).fillColor(BRAND).text(data.trackingCode, { width, align: 'center', characterSpacing: 1 });
  doc.moveDown(1.2);

  // Fields, with the QR code on the right
  const top = doc.y;
  const qrSize = 130;
  const labelWidth = 130;
  const valueWidth = width - qrSize - 24 - labelWidth;
  const rows = [{ label: RECEIPT.submittedAt, value: formatWita(data.createdAt) }, ...data.fields];
  let y = top;
  for (const row of rows) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#475569')
      .text(row.label, left, y, { width: labelWidth - 8 });
    const labelBottom = doc.y;
    doc
      .font('Helvetica')
      .fontSize(10.5)
      .fillColor('#0f172a')
      .text(row.value, left + labelWidth, y, { width: valueWidth });
    y = Math.max(doc.y, labelBottom) + 8;
  }
  const qrX = left + width - qrSize;
  doc.image(qr, qrX, top, { width: qrSize, height: qrSize });
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#475569')
    .text(RECEIPT.qrCaption, qrX - 10, top + qrSize + 4, { width: qrSize + 20, align: 'center' });

  // What next
  doc.y = Math.max(y, top + qrSize + 40) + 12;
  doc.font('Helvetica-Bold').fontSize(11).fillColor('#0f172a').text(RECEIPT.nextTitle, left, doc.y, { width });
  doc.font('Helvetica').fontSize(10).fillColor('#1e293b');
  for (const line of RECEIPT.next(data.trackUrl)) doc.text(`•  ${line}`, { width, paragraphGap: 3 });

  // Checking a document the office issues later: its own QR code, apart from the status one.
  if (data.verifyUrl) {
    const verifyQr = await QRCode.toBuffer(data.verifyUrl, { errorCorrectionLevel: 'M', margin: 1, width: 280 });
    const boxTop = doc.y + 16;
    const size = 96;
    doc
      .roundedRect(left, boxTop, width, size + 20, 6)
      .lineWidth(0.75)
      .strokeColor('#cbd5e1')
      .stroke();
    doc.image(verifyQr, left + width - size - 10, boxTop + 10, { width: size, height: size });
    const textWidth = width - size - 40;
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor('#0f172a')
      .text(RECEIPT.verifyTitle, left + 14, boxTop + 14, { width: textWidth });
    doc.font('Helvetica').fontSize(10).fillColor('#1e293b').text(RECEIPT.verifyBody, { width: textWidth, paragraphGap: 4 });
    doc.font('Courier').fontSize(9.5).fillColor(BRAND).text(data.verifyUrl, { width: textWidth });
  }

  return end(RECEIPT.footer(formatWita(new Date())));
}
