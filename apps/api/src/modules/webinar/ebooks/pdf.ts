import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { ContentBlock } from '@meridian/domain/content/blocks';
import { plainText } from '@meridian/domain/content/inline-links';

const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const; // A4 in points
const INK = rgb(0.11, 0.14, 0.19);
const BRAND = rgb(0.04, 0.31, 0.42);

const REPLACEMENTS: Record<string, string> = {
  '₹': 'INR ',
  '→': '->',
  '≥': '>=',
  '≤': '<=',
  '≈': '~',
  '×': 'x',
};
const WIN_ANSI_EXTRAS = new Set('–—‘’“”•€…™£');

/** The standard PDF fonts only know WinAnsi; map what we can and drop the rest. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(ch))
      out += ch;
    else if (REPLACEMENTS[ch]) out += REPLACEMENTS[ch];
    else if (ch === '\n' || ch === '\t') out += ' ';
  }
  return out;
}

interface Cursor {
  page: PDFPage;
  y: number;
}

class Writer {
  private cursor!: Cursor;
  constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly footer: string,
  ) {
    this.newPage();
  }

  private newPage(): void {
    const page = this.doc.addPage([PAGE.width, PAGE.height]);
    page.drawText(toWinAnsi(this.footer), {
      x: PAGE.margin,
      y: 28,
      size: 8,
      font: this.regular,
      color: BRAND,
    });
    this.cursor = { page, y: PAGE.height - PAGE.margin };
  }

  private lines(text: string, font: PDFFont, size: number, width: number): string[] {
    const words = toWinAnsi(text).split(/\s+/).filter(Boolean);
    const lines: string[] = [];
    let line = '';
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
      else {
        lines.push(line);
        line = word;
      }
    }
    if (line) lines.push(line);
    return lines;
  }

  text(
    text: string,
    options: { size?: number; bold?: boolean; indent?: number; gapAfter?: number; color?: typeof INK } = {},
  ) {
    const size = options.size ?? 10.5;
    const font = options.bold ? this.bold : this.regular;
    const indent = options.indent ?? 0;
    const lineHeight = size * 1.4;
    for (const line of this.lines(text, font, size, PAGE.width - 2 * PAGE.margin - indent)) {
      if (this.cursor.y - lineHeight < PAGE.margin) this.newPage();
      this.cursor.y -= lineHeight;
      this.cursor.page.drawText(line, {
        x: PAGE.margin + indent,
        y: this.cursor.y,
        size,
        font,
        color: options.color ?? INK,
      });
    }
    this.cursor.y -= options.gapAfter ?? 6;
  }
}

function writeBlock(w: Writer, block: ContentBlock): void {
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
  const doc = await PDFDocument.create();
  doc.setTitle(toWinAnsi(ebook.title));
  doc.setAuthor(toWinAnsi(ebook.brandName));
  doc.setSubject(toWinAnsi(ebook.summary));
  const [regular, bold] = await Promise.all([
    doc.embedFont(StandardFonts.Helvetica),
    doc.embedFont(StandardFonts.HelveticaBold),
  ]);
  const w = new Writer(doc, regular, bold, `${ebook.brandName} study abroad e-book · ${ebook.title}`);
  w.text(ebook.title, { size: 22, bold: true, color: BRAND, gapAfter: 10 });
  w.text(ebook.summary, { size: 12, gapAfter: 12 });
  w.text('In this guide', { size: 13, bold: true, gapAfter: 4 });
  for (const highlight of ebook.highlights) w.text(`• ${highlight}`, { indent: 12, gapAfter: 2 });
  w.text(' ', { size: 8 });
  for (const block of ebook.body) writeBlock(w, block);
  return doc.save();
}
