import { describe, expect, it } from 'vitest';
import {
  crestRibbon,
  monogramColour,
  personInitials,
  universityInitials,
  universityMonogramSvg,
} from './university-monogram.ts';

describe('university monogram', () => {
  it('takes the initials of the words that matter, or a leading acronym', () => {
    expect(universityInitials('University of Toronto')).toBe('UT');
    expect(universityInitials('Massachusetts Institute of Technology')).toBe('MIT');
    expect(universityInitials("King's College London")).toBe('KCL');
    expect(universityInitials('UNSW Sydney')).toBe('UNSW');
    expect(universityInitials('Université Paris-Saclay')).toBe('UPS');
    expect(universityInitials('Ludwig Maximilian University of Munich')).toBe('LMU');
  });

  it('gives each slug its own stable colour', () => {
    expect(monogramColour('university-of-toronto')).toBe(monogramColour('university-of-toronto'));
    expect(monogramColour('university-of-toronto')).not.toBe(monogramColour('university-of-oxford'));
    expect(monogramColour('mcgill-university')).toMatch(/^hsl\(\d{1,3} 60% 28%\)$/);
  });

  it('names the place on the ribbon: the last word that is not generic', () => {
    expect(crestRibbon('University of Toronto')).toBe('TORONTO');
    expect(crestRibbon('Université de Montréal')).toBe('MONTREAL');
    expect(crestRibbon('Kazan State Medical University')).toBe('KAZAN');
    expect(crestRibbon('University College')).toBe('UNIVERSITY');
  });

  it('gives a person the initials of their first and last names', () => {
    expect(personInitials('Meera Iyer')).toBe('MI');
    expect(personInitials('Aarav Kumar Sharma')).toBe('AS');
    expect(personInitials('Zoë')).toBe('Z');
  });

  it('draws an SVG titled with the name, escaping markup in it', () => {
    const svg = universityMonogramSvg({ slug: 'a-and-b', name: 'Arts & <Business> College' });
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 96 96"/);
    expect(svg).toContain('<title>Arts &#38; &#60;Business&#62; College</title>');
    expect(svg).toContain('>ABC</text>');
    expect(svg).toContain('>ARTS</text>');
  });

  it('draws two universities with the same initials in different outlines or colours', () => {
    const cambridge = universityMonogramSvg({
      slug: 'university-of-cambridge',
      name: 'University of Cambridge',
    });
    const chicago = universityMonogramSvg({ slug: 'university-of-chicago', name: 'University of Chicago' });
    const outline = (svg: string) => /<path d="[^"]+" fill="[^"]+"\/>/.exec(svg)![0];
    expect(outline(cambridge)).not.toBe(outline(chicago));
  });
});
