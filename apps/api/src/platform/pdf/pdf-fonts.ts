import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

const require = createRequire(import.meta.url);

/**
 * Noto Sans (Latin with Vietnamese, Greek, Cyrillic), Noto Sans Arabic and Noto Sans Devanagari,
 * from npm packages that ship the fonts' files, so a clean install has them. Order is preference:
 * a letter is drawn in the first family that has it.
 */
const FAMILY_FILES = [
  ['noto-sans', 'NotoSans'],
  ['noto-sans-arabic', 'NotoSansArabic'],
  ['noto-sans-devanagari', 'NotoSansDevanagari'],
].map(([pkg, name]) => ({
  regular: `@expo-google-fonts/${pkg}/400Regular/${name}_400Regular.ttf`,
  bold: `@expo-google-fonts/${pkg}/700Bold/${name}_700Bold.ttf`,
}));

type FontkitFont = fontkit.Font;

interface LoadedFamily {
  regular: Buffer;
  bold: Buffer;
  covers: (codePoint: number) => boolean;
}

/** Parsed fonts by their bytes: each file is read and parsed once per process, not per PDF. */
const parsed = new WeakMap<Uint8Array, FontkitFont>();

function parse(bytes: Buffer): FontkitFont {
  let font = parsed.get(bytes);
  if (!font) {
    font = fontkit.create(bytes) as FontkitFont;
    // pdf-lib reads a subset as a fontkit 1 stream; fontkit 2 (whose Indic shaping works without
    // a global regenerator runtime, unlike @pdf-lib/fontkit) encodes it in one call.
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => {
      const subset = createSubset();
      return Object.assign(subset, {
        encodeStream: () => {
          const stream = new EventEmitter();
          setImmediate(() => {
            stream.emit('data', subset.encode());
            stream.emit('end');
          });
          return stream;
        },
      });
    };
    parsed.set(bytes, font);
  }
  return font;
}

// pdf-lib types fontkit 1's font; fontkit 2's has the members pdf-lib uses.
const fontkitForPdfLib = { create: (bytes: Buffer) => parse(bytes) } as unknown as Parameters<
  PDFDocument['registerFontkit']
>[0];

let families: LoadedFamily[] | undefined;

function loadFamilies(): LoadedFamily[] {
  families ??= FAMILY_FILES.map((files) => {
    const regular = readFileSync(require.resolve(files.regular));
    const font = parse(regular);
    return {
      regular,
      bold: readFileSync(require.resolve(files.bold)),
      covers: (codePoint: number) => font.hasGlyphForCodePoint(codePoint),
    };
  });
  return families;
}

export interface PdfFontFamily {
  regular: PDFFont;
  bold: PDFFont;
  covers: (codePoint: number) => boolean;
}

/**
 * Embeds every family in `doc`, subset to the glyphs drawn, so a PDF carries only what it shows.
 * `ccmp` is off: it splits letters such as "ị" or "أ" into a base and a mark glyph, and the mark
 * then has no Unicode value, so the text copied or extracted from the PDF loses it; these fonts
 * have the composed glyphs.
 */
export async function embedFontFamilies(doc: PDFDocument): Promise<PdfFontFamily[]> {
  doc.registerFontkit(fontkitForPdfLib);
  const options = { subset: true, features: { ccmp: false } };
  return Promise.all(
    loadFamilies().map(async (family) => ({
      regular: await doc.embedFont(family.regular, options),
      bold: await doc.embedFont(family.bold, options),
      covers: family.covers,
    })),
  );
}
