import type { ContentBlock } from '@meridian/domain/content/blocks';
import { plainText } from '@meridian/domain/content/inline-links';
import { BRAND, PdfWriter } from '#api/platform/pdf/pdf-writer.ts';

function writeBlock(w: PdfWriter, block: ContentBlock): void {
  switch (block.type) {
    case 'heading':
      w.text(block.text, { size: block.level === 2 ? 15 : 12.5, bold: true, color: BRAND, gapAfter: 4 });
      return;
    case 'paragraph':
      w.text(plainText(block.text));
      return;
    case 'callout':
      w.text(`${block.tone === 'tip' ? 'Tip' : 'Watch out'}: ${plainText(block.text)}`, { bold: true });
      return;
    case 'list':
      block.items.forEach((item, i) =>
        w.text(`${block.ordered ? `${i + 1}.` : '•'} ${plainText(item)}`, { indent: 12, gapAfter: 2 }),
      );
      w.text(' ', { size: 4 });
      return;
    case 'table':
      w.text(block.caption, { bold: true, gapAfter: 2 });
      for (const row of block.rows) {
        w.text(row.map((cell, i) => `${block.columns[i]}: ${plainText(cell)}`).join('  |  '), {
          indent: 12,
          size: 9.5,
          gapAfter: 3,
        });
      }
      w.text(' ', { size: 4 });
      return;
    case 'faq':
      for (const item of block.items) {
        w.text(`Q. ${item.question}`, { bold: true, gapAfter: 2 });
        w.text(item.answer);
      }
      return;
    case 'image':
      // E-book PDFs are text only; a picture's description stands in for it.
      w.text(block.alt, { size: 9.5 });
      return;
  }
}

/** Renders an e-book's content into a real, text-searchable A4 PDF. */
export async function renderEbookPdf(ebook: {
  title: string;
  summary: string;
  highlights: string[];
  body: ContentBlock[];
  brandName: string;
}): Promise<Uint8Array> {
  const w = await PdfWriter.create({
    title: ebook.title,
    author: ebook.brandName,
    subject: ebook.summary,
    footer: `${ebook.brandName} study abroad e-book · ${ebook.title}`,
  });
  w.text(ebook.title, { size: 22, bold: true, color: BRAND, gapAfter: 10 });
  w.text(ebook.summary, { size: 12, gapAfter: 12 });
  w.text('In this guide', { size: 13, bold: true, gapAfter: 4 });
  for (const highlight of ebook.highlights) w.text(`• ${highlight}`, { indent: 12, gapAfter: 2 });
  w.text(' ', { size: 8 });
  for (const block of ebook.body) writeBlock(w, block);
  return w.save();
}
