/** IELTS scores are whole or half bands from 0 to 9. */
export const BAND_STEP = 0.5;
export const MAX_BAND = 9;

export type IeltsModule = 'academic' | 'general';

/**
 * Overall band: the mean of the four skills rounded to the nearest half band, where a mean ending
 * in .25 goes up to the next half band and one ending in .75 up to the next whole band (the
 * official IELTS rule), i.e. half-band rounding with ties upwards.
 */
export function overallBand(bands: {
  listening: number;
  reading: number;
  writing: number;
  speaking: number;
}): number {
  const mean = (bands.listening + bands.reading + bands.writing + bands.speaking) / 4;
  // Half bands are exact binary fractions, so mean × 2 is exact and the tie test is exact too.
  return Math.floor(mean * 2 + 0.5) / 2;
}

/** One row of a published conversion table: the lowest raw score (out of 40) that earns the band. */
interface ConversionRow {
  minRaw: number;
  band: number;
}

/**
 * The raw-score tables IELTS publishes as a guide (ielts.org, "How IELTS is scored"). The cut-offs
 * move slightly from test version to test version, so a converted band is indicative only.
 * Listening is the same for both modules; Reading differs.
 */
const LISTENING: readonly ConversionRow[] = [
  { minRaw: 39, band: 9 },
  { minRaw: 37, band: 8.5 },
  { minRaw: 35, band: 8 },
  { minRaw: 32, band: 7.5 },
  { minRaw: 30, band: 7 },
  { minRaw: 26, band: 6.5 },
  { minRaw: 23, band: 6 },
  { minRaw: 18, band: 5.5 },
  { minRaw: 16, band: 5 },
  { minRaw: 13, band: 4.5 },
  { minRaw: 10, band: 4 },
  { minRaw: 8, band: 3.5 },
  { minRaw: 6, band: 3 },
  { minRaw: 4, band: 2.5 },
];

const ACADEMIC_READING: readonly ConversionRow[] = [
  { minRaw: 39, band: 9 },
  { minRaw: 37, band: 8.5 },
  { minRaw: 35, band: 8 },
  { minRaw: 33, band: 7.5 },
  { minRaw: 30, band: 7 },
  { minRaw: 27, band: 6.5 },
  { minRaw: 23, band: 6 },
  { minRaw: 19, band: 5.5 },
  { minRaw: 15, band: 5 },
  { minRaw: 13, band: 4.5 },
  { minRaw: 10, band: 4 },
  { minRaw: 8, band: 3.5 },
  { minRaw: 6, band: 3 },
  { minRaw: 4, band: 2.5 },
];

const GENERAL_READING: readonly ConversionRow[] = [
  { minRaw: 40, band: 9 },
  { minRaw: 39, band: 8.5 },
  { minRaw: 37, band: 8 },
  { minRaw: 36, band: 7.5 },
  { minRaw: 34, band: 7 },
  { minRaw: 32, band: 6.5 },
  { minRaw: 30, band: 6 },
  { minRaw: 27, band: 5.5 },
  { minRaw: 23, band: 5 },
  { minRaw: 19, band: 4.5 },
  { minRaw: 15, band: 4 },
  { minRaw: 12, band: 3.5 },
  { minRaw: 9, band: 3 },
  { minRaw: 6, band: 2.5 },
];

export const RAW_SCORE_MAX = 40;

function tableFor(skill: 'listening' | 'reading', module: IeltsModule): readonly ConversionRow[] {
  if (skill === 'listening') return LISTENING;
  return module === 'academic' ? ACADEMIC_READING : GENERAL_READING;
}

/** The lowest raw score the published table converts; below it the table gives no band. */
export function lowestConvertibleRaw(skill: 'listening' | 'reading', module: IeltsModule): number {
  const table = tableFor(skill, module);
  return table[table.length - 1]!.minRaw;
}

/** Band for a raw Listening or Reading score out of 40; `undefined` below the published table. */
export function bandFromRaw(options: {
  skill: 'listening' | 'reading';
  raw: number;
  module: IeltsModule;
}): number | undefined {
  return tableFor(options.skill, options.module).find((row) => options.raw >= row.minRaw)?.band;
}
