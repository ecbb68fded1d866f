import type PDFDocument from 'pdfkit';
import { OFFICE } from '../../shared/strings.ts';

export const BRAND = '#0b4a8b';

const WITA = new Intl.DateTimeFormat('id-ID', { timeZone: 'Asia/Makassar', dateStyle: 'long', timeStyle: 'short' });
export const formatWita = (d: Date) => `${WITA.format(d).replace(/\./g, ':')} WITA`;

/**
 * The office's letterhead on every PDF the portal makes (receipts, the SKM report): its name,
 * address and contact, and the double rule below them. Returns the rule's y.
 */
export function drawLetterhead(doc: InstanceType<typeof PDFDocument>): number {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.fillColor(BRAND).font('Helvetica-Bold').fontSize(15).text(OFFICE.longName.toUpperCase(), left, 56, { width, align: 'center' });
  doc.fillColor('#1e293b').font('Helvetica').fontSize(9.5).text(OFFICE.address, { width, align: 'center' });
  doc.text(`Telepon ${OFFICE.phone} · ${OFFICE.email}`, { width, align: 'center' });
  const ruleY = doc.y + 8;
  doc
    .moveTo(left, ruleY)
    .lineTo(left + width, ruleY)
    .lineWidth(2)
    .strokeColor(BRAND)
    .stroke();
  doc
    .moveTo(left, ruleY + 3)
    .lineTo(left + width, ruleY + 3)
    .lineWidth(0.5)
    .stroke();
  return ruleY;
}
