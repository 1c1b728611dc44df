import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** What no embedded font draws, written so a reader still gets it. */
const REPLACEMENTS: Record<string, string> = {
  '→': '->',
  '≥': '>=',
  '≤': '<=',
  '≈': '~',
};

export interface Run<F> {
  text: string;
  family: F;
}

interface LogicalRun<F> extends Run<F> {
  level: number;
}

function familyFor<F extends { covers: (codePoint: number) => boolean }>(
  ch: string,
  previous: F | undefined,
  families: readonly F[],
): F | undefined {
  const codePoint = ch.codePointAt(0)!;
  // Marks, spaces and punctuation stay in the run they are in, so a word is not split across fonts.
  if (previous && !/[\p{L}\p{N}]/u.test(ch) && previous.covers(codePoint)) return previous;
  return families.find((family) => family.covers(codePoint));
}

/** Splits text into runs of one font and one bidi level, in reading (logical) order. */
function logicalRuns<F extends { covers: (codePoint: number) => boolean }>(
  text: string,
  families: readonly F[],
): LogicalRun<F>[] {
  const { levels } = bidi.getEmbeddingLevels(text, 'ltr');
  const runs: LogicalRun<F>[] = [];
  let index = 0;
  for (const original of text) {
    const level = levels[index]!;
    index += original.length;
    // A right-to-left bracket is drawn mirrored (the Unicode bidi algorithm's rule L4).
    const mirrored = level % 2 === 1 ? (bidi.getMirroredCharacter(original) ?? original) : original;
    const ch = /\s/.test(mirrored) ? ' ' : mirrored;
    const last = runs.at(-1);
    const family = familyFor(ch, last?.family, families);
    const replacement = family ? ch : REPLACEMENTS[ch];
    if (!replacement) continue;
    const drawnIn = family ?? familyFor(replacement, last?.family, families)!;
    if (last && last.family === drawnIn && last.level === level) last.text += replacement;
    else runs.push({ text: replacement, family: drawnIn, level });
  }
  return runs;
}

const hasStrongRtl = (text: string) =>
  [...text].some((ch) => ['R', 'AL'].includes(bidi.getBidiCharTypeName(ch)));

/**
 * One line of text as the runs to draw from left to right: each in the first font that has its
 * letters, right-to-left runs placed by the Unicode bidi algorithm (rule L2). The font engine
 * shapes a run of a right-to-left script and lays its glyphs out right to left itself; a run of
 * neutral characters inside right-to-left text it would lay out left to right, so it is reversed
 * here.
 */
export function visualRuns<F extends { covers: (codePoint: number) => boolean }>(
  text: string,
  families: readonly F[],
): Run<F>[] {
  const runs = logicalRuns(text, families);
  const levels = runs.map((run) => run.level);
  const highest = Math.max(0, ...levels);
  const lowestOdd = Math.min(...levels.filter((level) => level % 2 === 1), highest + 1);
  for (let level = highest; level >= lowestOdd; level -= 1) {
    for (let start = 0; start < runs.length; start += 1) {
      if (runs[start]!.level < level) continue;
      let end = start;
      while (end + 1 < runs.length && runs[end + 1]!.level >= level) end += 1;
      runs.splice(start, end - start + 1, ...runs.slice(start, end + 1).reverse());
      start = end;
    }
  }
  return runs.map(({ text: runText, family, level }) => ({
    text: level % 2 === 1 && !hasStrongRtl(runText) ? [...runText].reverse().join('') : runText,
    family,
  }));
}
