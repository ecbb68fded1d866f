import type PDFDocument from 'pdfkit';
import { OFFICE } from '../../shared/strings.ts';
import { drawLetterhead } from './letterhead.ts';

/** A document begun by officeDocument: pdfkit's, the text column's left edge and width, and how to finish it. */
export type OfficeDocument = {
  doc: InstanceType<typeof PDFDocument>;
  left: number;
  width: number;
  /** Writes `footer` (small, grey, centred) at the foot of the last page, if given, and gives the file. */
  end: (footer?: string) => Promise<Buffer>;
};

/**
 * An A4 document of the office (receipts, the SKM report, the demo DIP file): pdfkit's built-in
 * fonts (no font files, nothing fetched), the letterhead, then the heading in capitals, centred,
 * `gap` points below the letterhead's rule, and the subtitle under it.
 */
export async function officeDocument(opts: {
  title: string;
  heading: { text: string; size: number; gap: number };
  subtitle?: string;
}): Promise<OfficeDocument> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: opts.title, Author: OFFICE.name } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  const ruleY = drawLetterhead(doc);
  doc
    .fillColor('#0f172a')
    .font('Helvetica-Bold')
    .fontSize(opts.heading.size)
    .text(opts.heading.text.toUpperCase(), left, ruleY + opts.heading.gap, { width, align: 'center' });
  if (opts.subtitle !== undefined) doc.font('Helvetica').fontSize(11).text(opts.subtitle, { width, align: 'center' });

  return {
    doc,
    left,
    width,
    end(footer) {
      if (footer !== undefined) {
        doc
          .font('Helvetica')
          .fontSize(8)
          .fillColor('#64748b')
          .text(footer, left, doc.page.height - 80, { width, align: 'center' });
      }
      doc.end();
      return done;
    },
  };
}
