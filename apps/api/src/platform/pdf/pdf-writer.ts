import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const; // A4 in points
const INK = rgb(0.11, 0.14, 0.19);
export const BRAND = rgb(0.04, 0.31, 0.42);

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

export interface TextOptions {
  size?: number;
  bold?: boolean;
  indent?: number;
  gapAfter?: number;
  color?: RGB;
}

/**
 * Writes wrapped text top to bottom on A4 pages in the standard Helvetica fonts, starting a new
 * page (with the footer) when one is full. The result is a real, text-searchable PDF.
 */
export class PdfWriter {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly footer: string,
  ) {
    this.newPage();
  }

  static async create(meta: {
    title: string;
    author: string;
    subject: string;
    footer: string;
  }): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(toWinAnsi(meta.title));
    doc.setAuthor(toWinAnsi(meta.author));
    doc.setSubject(toWinAnsi(meta.subject));
    const [regular, bold] = await Promise.all([
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
    ]);
    return new PdfWriter(doc, regular, bold, meta.footer);
  }

  private newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.page.drawText(toWinAnsi(this.footer), {
      x: PAGE.margin,
      y: 28,
      size: 8,
      font: this.regular,
      color: BRAND,
    });
    this.y = PAGE.height - PAGE.margin;
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

  text(text: string, options: TextOptions = {}): void {
    const size = options.size ?? 10.5;
    const font = options.bold ? this.bold : this.regular;
    const indent = options.indent ?? 0;
    const lineHeight = size * 1.4;
    for (const line of this.lines(text, font, size, PAGE.width - 2 * PAGE.margin - indent)) {
      if (this.y - lineHeight < PAGE.margin) this.newPage();
      this.y -= lineHeight;
      this.page.drawText(line, {
        x: PAGE.margin + indent,
        y: this.y,
        size,
        font,
        color: options.color ?? INK,
      });
    }
    this.y -= options.gapAfter ?? 6;
  }

  save(): Promise<Uint8Array> {
    return this.doc.save();
  }
}
