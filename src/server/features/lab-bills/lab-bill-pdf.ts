import type { LabBillView } from '../../../shared/lab-bill-schemas.ts';
import { LAB_BILL, rupiah } from '../../../shared/lab-bill-strings.ts';
import { BRAND, formatWita } from '../../pdf/letterhead.ts';
import { officeDocument } from '../../pdf/office-document.ts';

const dateLong = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeZone: 'Asia/Makassar' });
const count = new Intl.NumberFormat('id-ID');

/**
 * The bill as the office issues it (SKRD-style): letterhead, number, applicant, request, dates, the priced lines
 * and the total, then how to pay — the virtual account and the QRIS code when the bank is configured, and always
 * the counter's place and hours. pdfkit's built-in fonts; the QR drawn by `qrcode`.
 */
export async function labBillPdf({
  view,
  applicant,
  bankName,
}: {
  view: LabBillView;
  applicant: string;
  bankName: string;
}): Promise<Buffer> {
  const T = LAB_BILL;
  const { doc, left, width, end } = await officeDocument({
    title: `${T.title} ${view.number}`,
    heading: { text: T.pdfTitle, size: 15, gap: 20 },
    subtitle: T.pdfSubtitle,
  });
  doc.moveDown(0.8);
  doc.font('Courier-Bold').fontSize(14).fillColor(BRAND).text(view.number, { width, align: 'center' });
  doc.moveDown(0.8);

  const facts: [string, string][] = [
    [T.applicant, applicant],
    [T.request, view.requestCode],
    [T.issuedAt, dateLong.format(new Date(view.issuedAt))],
    [T.dueAt, dateLong.format(new Date(view.dueAt))],
    [T.status, T.statuses[view.status]],
  ];
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor('#475569').text(label, left, y, { width: 130 });
    doc
      .font('Helvetica-Bold')
      .fontSize(10.5)
      .fillColor('#0f172a')
      .text(value, left + 130, y, { width: width - 130 });
    doc.moveDown(0.3);
  }

  // The lines
  doc.moveDown(0.8);
  const cols = [
    { label: T.itemName, w: width - 300, align: 'left' as const },
    { label: T.itemUnit, w: 80, align: 'left' as const },
    { label: T.itemQuantity, w: 50, align: 'right' as const },
    { label: T.itemPrice, w: 80, align: 'right' as const },
    { label: T.itemAmount, w: 90, align: 'right' as const },
  ];
  const row = (cells: string[], bold: boolean) => {
    const y = doc.y;
    let x = left;
    let bottom = y;
    cells.forEach((cell, i) => {
      doc
        .font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(9.5)
        .fillColor('#0f172a')
        .text(cell, x + 4, y + 4, { width: cols[i]!.w - 8, align: cols[i]!.align });
      bottom = Math.max(bottom, doc.y);
      x += cols[i]!.w;
    });
    doc
      .moveTo(left, bottom + 4)
      .lineTo(left + width, bottom + 4)
      .lineWidth(0.5)
      .strokeColor('#cbd5e1')
      .stroke();
    doc.y = bottom + 6;
  };
  row(
    cols.map((c) => c.label),
    true,
  );
  for (const l of view.lines) row([l.name, l.unit, count.format(l.quantity), rupiah(l.unitPrice), rupiah(l.amount)], false);
  const totalY = doc.y + 4;
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor('#0f172a')
    .text(`${T.total}  ${rupiah(view.total)}`, left, totalY, { width, align: 'right' });

  // How to pay
  doc.moveDown(1.2);
  const paid = view.status === 'lunas';
  doc
    .font('Helvetica-Bold')
    .fontSize(11.5)
    .fillColor(BRAND)
    .text(paid ? T.payment : T.howToPay, left, doc.y, { width });
  doc.moveDown(0.4);
  if (paid && view.paidAt && view.channel) {
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor('#166534')
      .text(T.paidOn(dateLong.format(new Date(view.paidAt)), T.channels[view.channel], view.paidReference ?? '-'), { width });
  } else {
    const top = doc.y;
    let textWidth = width;
    if (view.qris) {
      const { default: QRCode } = await import('qrcode');
      const qr = await QRCode.toBuffer(view.qris, { errorCorrectionLevel: 'M', margin: 1, width: 360 });
      const size = 120;
      doc.image(qr, left + width - size, top, { width: size, height: size });
      doc
        .font('Helvetica')
        .fontSize(8)
        .fillColor('#475569')
        .text('QRIS', left + width - size, top + size + 2, { width: size, align: 'center' });
      textWidth = width - size - 16;
      // The image and its caption move pdfkit's cursor below them; the text goes beside the code.
      doc.y = top;
    }
    const section = (title: string, lines: string[]) => {
      doc.font('Helvetica-Bold').fontSize(10.5).fillColor('#0f172a').text(title, left, doc.y, { width: textWidth });
      doc.font('Helvetica').fontSize(10).fillColor('#1e293b');
      for (const line of lines) doc.text(line, { width: textWidth, paragraphGap: 2 });
      doc.moveDown(0.5);
    };
    if (view.virtualAccount) section(`${T.vaTitle} (${bankName})`, [`${T.vaNumber}: ${view.virtualAccount}`, T.vaHint]);
    if (view.qris) section(T.qrisTitle, [T.qrisHint]);
    section(T.counterTitle, [T.counterPlace, T.counterHours, T.counterHint]);
    doc.y = Math.max(doc.y, view.qris ? top + 140 : doc.y);
  }
  return end(T.pdfFooter(formatWita(new Date())));
}
