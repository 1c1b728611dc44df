import { describe, expect, it } from 'vitest';
import { visualRuns } from './text-runs.ts';

const inRange = (from: number, to: number) => (codePoint: number) => codePoint >= from && codePoint <= to;
const basic = (codePoint: number) => codePoint >= 0x20 && codePoint <= 0x7e;
const latin = {
  name: 'latin',
  covers: (cp: number) => basic(cp) || inRange(0xc0, 0x24f)(cp) || inRange(0x1e00, 0x1eff)(cp),
};
const arabic = { name: 'arabic', covers: (cp: number) => basic(cp) || inRange(0x600, 0x6ff)(cp) };
const families = [latin, arabic];

const drawn = (text: string) => visualRuns(text, families).map((run) => [run.text, run.family.name]);

describe('visual runs', () => {
  it('draws left-to-right text in one run of the first font that has it', () => {
    expect(drawn('Billed to: Nguyễn')).toEqual([['Billed to: Nguyễn', 'latin']]);
  });

  it('puts an Arabic name in the Arabic font, in its place in the line, punctuation staying in its run', () => {
    expect(drawn('Billed to: محمد أحمد, learner@example.com')).toEqual([
      ['Billed to: ', 'latin'],
      ['محمد أحمد', 'arabic'],
      [', ', 'arabic'],
      ['learner@example.com', 'latin'],
    ]);
  });

  it('places numbers inside right-to-left text as the bidi algorithm does', () => {
    expect(drawn('محمد 12 أحمد')).toEqual([
      ['أحمد', 'arabic'],
      [' ', 'latin'],
      ['12', 'latin'],
      ['محمد ', 'arabic'],
    ]);
  });

  it('writes what no font has as its plain equivalent and drops the rest', () => {
    expect(drawn('IELTS → 7 ☃')).toEqual([['IELTS -> 7 ', 'latin']]);
  });
});
