import type { SkmResults } from '../../../shared/skm.ts';
import { SKM_ELEMENTS, SKM_GRADE_LABELS, SKM_SERVICE_LABELS, SKM_TEXT } from '../../../shared/skm-strings.ts';
import { SKM_REPORT } from './skm-texts.ts';
import { BRAND, formatWita } from '../../pdf/letterhead.ts';
import { officeDocument } from '../../pdf/office-document.ts';

const R = SKM_REPORT;
const nf2 = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const nf3 = new Intl.NumberFormat('id-ID', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

/**
 * The period's printable report (issue 16, item 3): the letterhead, then per service its IKM,
 * grade, respondents and NRR per element, and the method. A4, pdfkit's built-in fonts.
 */
export async function skmReportPdf(results: SkmResults): Promise<Buffer> {
  const { doc, left, width, end } = await officeDocument({
    title: `${R.title} ${results.period.label}`,
    heading: { text: R.title, size: 15, gap: 22 },
    subtitle: results.period.label,
  });
  doc.moveDown(1);

  const col = [left, left + 28, left + width - 150, left + width - 70];
  for (const s of results.services) {
    if (doc.y > doc.page.height - 300) doc.addPage();
    const top = doc.y;
    doc.font('Helvetica-Bold').fontSize(12).fillColor(BRAND).text(SKM_SERVICE_LABELS[s.service], left, top, { width });
    doc.moveDown(0.3);
    doc.font('Helvetica').fontSize(10).fillColor('#0f172a');
    if (s.ikm === null) {
      doc.text(SKM_TEXT.results.noData, { width });
      doc.moveDown(1);
      continue;
    }
    doc.text(R.summary(nf2.format(s.ikm), s.grade!, SKM_GRADE_LABELS[s.grade!], s.respondents), { width });
    if (s.population && s.minimumSample) {
      doc
        .fontSize(9)
        .fillColor('#475569')
        .text(SKM_TEXT.results.sampleNote(s.respondents, s.population, s.minimumSample), { width });
    }
    doc.moveDown(0.4);
    // NRR per element
    let y = doc.y;
    doc.font('Helvetica-Bold').fontSize(9).fillColor('#334155');
    doc.text(R.no, col[0]!, y);
    doc.text(SKM_TEXT.results.element, col[1]!, y);
    doc.text(R.nrr, col[2]!, y, { width: 70, align: 'right' });
    doc.text(R.weighted, col[3]!, y, { width: 70, align: 'right' });
    y += 14;
    doc.font('Helvetica').fontSize(9).fillColor('#0f172a');
    SKM_ELEMENTS.forEach((e, i) => {
      const nrr = s.nrr[i]!;
      doc.text(`U${i + 1}`, col[0]!, y);
      doc.text(e.name, col[1]!, y, { width: col[2]! - col[1]! - 8 });
      doc.text(nf2.format(nrr), col[2]!, y, { width: 70, align: 'right' });
      doc.text(nf3.format(nrr / 9), col[3]!, y, { width: 70, align: 'right' });
      y += 13;
    });
    doc
      .moveTo(left, y + 2)
      .lineTo(left + width, y + 2)
      .lineWidth(0.5)
      .strokeColor('#cbd5e1')
      .stroke();
    doc.y = y + 14;
    doc.x = left;
  }

  if (doc.y > doc.page.height - 140) doc.addPage();
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#0f172a').text(R.methodTitle, left, doc.y, { width });
  doc.font('Helvetica').fontSize(9).fillColor('#1e293b').text(R.method, { width });
  doc.text(R.weightNote, { width });
  return end(R.footer(formatWita(new Date())));
}
