import { crc32, deflateSync } from 'node:zlib';
import { PdfWriter } from '#api/platform/pdf/pdf-writer.ts';

/** A real one-page PDF with these paragraphs, for a demo document. */
export async function demoPdf(meta: { title: string; author: string; paragraphs: readonly string[] }) {
  const pdf = await PdfWriter.create({
    title: meta.title,
    author: meta.author,
    subject: meta.title,
    footer: meta.title,
  });
  pdf.text(meta.title, { size: 16, bold: true, gapAfter: 12 });
  for (const paragraph of meta.paragraphs) pdf.text(paragraph, { gapAfter: 8 });
  return pdf.save();
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG (8-bit RGB) of a scanned page's shape: a pale page with a darker band at the top,
 * as a demo stand-in for a scan. Written by hand because it is a few lines with zlib.
 */
export function demoPng(options: {
  width: number;
  height: number;
  band: [number, number, number];
}): Uint8Array {
  const { width, height, band } = options;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const colour = y < height / 5 ? band : ([246, 244, 238] as const);
    const row = Buffer.alloc(1 + width * 3); // filter byte 0, then pixels
    for (let x = 0; x < width; x += 1) row.set(colour, 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
