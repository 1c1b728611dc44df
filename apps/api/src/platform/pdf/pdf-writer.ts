import { PDFDocument, rgb, type PDFPage, type RGB } from 'pdf-lib';
import { embedFontFamilies, type PdfFontFamily } from './pdf-fonts.ts';
import { visualRuns } from './text-runs.ts';

const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const; // A4 in points
const INK = rgb(0.11, 0.14, 0.19);
export const BRAND = rgb(0.04, 0.31, 0.42);

export interface TextOptions {
  size?: number;
  bold?: boolean;
  indent?: number;
  gapAfter?: number;
  color?: RGB;
}

interface LineStyle {
  size: number;
  bold: boolean;
  color: RGB;
}

/**
 * Writes wrapped text top to bottom on A4 pages, starting a new page (with the footer) when one
 * is full. Text in any script the embedded fonts cover (Latin with Vietnamese, Arabic, Devanagari)
 * is drawn in reading order; the result is a real, text-searchable PDF.
 */
export class PdfWriter {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly families: PdfFontFamily[],
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
    doc.setTitle(meta.title);
    doc.setAuthor(meta.author);
    doc.setSubject(meta.subject);
    return new PdfWriter(doc, await embedFontFamilies(doc), meta.footer);
  }

  private newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.drawLine(this.footer, PAGE.margin, 28, { size: 8, bold: false, color: BRAND });
    this.y = PAGE.height - PAGE.margin;
  }

  private width(text: string, style: LineStyle): number {
    return visualRuns(text, this.families).reduce(
      (sum, run) => sum + this.fontOf(run.family, style).widthOfTextAtSize(run.text, style.size),
      0,
    );
  }

  private fontOf(family: PdfFontFamily, style: LineStyle) {
    return style.bold ? family.bold : family.regular;
  }

  private drawLine(text: string, x: number, y: number, style: LineStyle): void {
    let left = x;
    for (const run of visualRuns(text, this.families)) {
      const font = this.fontOf(run.family, style);
      this.page.drawText(run.text, { x: left, y, size: style.size, font, color: style.color });
      left += font.widthOfTextAtSize(run.text, style.size);
    }
  }

  /** Breaks text into lines that fit `width`, measuring each word once. */
  private lines(text: string, style: LineStyle, width: number): string[] {
    const space = this.width(' ', style);
    const lines: string[] = [];
    let line = '';
    let lineWidth = 0;
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const wordWidth = this.width(word, style);
      if (line && lineWidth + space + wordWidth > width) {
        lines.push(line);
        line = '';
        lineWidth = 0;
      }
      lineWidth += (line ? space : 0) + wordWidth;
      line = line ? `${line} ${word}` : word;
    }
    if (line) lines.push(line);
    return lines;
  }

  text(text: string, options: TextOptions = {}): void {
    const style = { size: options.size ?? 10.5, bold: options.bold ?? false, color: options.color ?? INK };
    const indent = options.indent ?? 0;
    const lineHeight = style.size * 1.4;
    for (const line of this.lines(text, style, PAGE.width - 2 * PAGE.margin - indent)) {
      if (this.y - lineHeight < PAGE.margin) this.newPage();
      this.y -= lineHeight;
      this.drawLine(line, PAGE.margin + indent, this.y, style);
    }
    this.y -= options.gapAfter ?? 6;
  }

  save(): Promise<Uint8Array> {
    return this.doc.save();
  }
}
