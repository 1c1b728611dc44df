import { describe, expect, it } from 'vitest';
import { readUniversities } from '#api/db/seed/content-files/records.ts';
import { FEE_OVERRIDES } from './institutions.ts';
import { ACCELERATOR_UNIVERSITIES } from './accelerator-universities.ts';
import { generateCourses } from './generate-courses.ts';
import { generatePrograms } from './generate-programs.ts';
import { inrFees } from '@meridian/domain/catalogue/inr-fees';

// Generating the whole catalogue twice takes seconds on a busy 2-core machine, past Vitest's default 5 s.
describe('demo course catalogue', { timeout: 60_000 }, () => {
  const TOP_UNIVERSITIES = readUniversities();
  const courses = generateCourses(TOP_UNIVERSITIES);

  it('is the same on every run', () => {
    expect(generateCourses(TOP_UNIVERSITIES)).toEqual(courses);
  });

  it('has over 5,000 courses, unique per university, in both levels', () => {
    expect(courses.length).toBeGreaterThanOrEqual(5000);
    const keys = courses.map((c) => `${c.universitySlug}/${c.slug}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(courses.some((c) => c.educationLevel === 'BACHELORS')).toBe(true);
    expect(courses.some((c) => c.educationLevel === 'MASTERS')).toBe(true);
  });

  it('names degrees the way each country does', () => {
    const titles = (slug: string) => courses.filter((c) => c.universitySlug === slug).map((c) => c.title);
    expect(
      titles('stanford-university').every((t) => /^(BS|BA|BFA|MS|MA|MBA|LLM|MDes|Master|Bachelor)/.test(t)),
    ).toBe(true);
    expect(titles('university-of-manchester').some((t) => /^(MSc|BSc \(Hons\)|BEng \(Hons\))/.test(t))).toBe(
      true,
    );
    expect(titles('sechenov-university')).toContain('MD General Medicine');
  });

  it('charges nothing at tuition-free German universities and the state fee at TUM', () => {
    const berlin = courses.filter((c) => c.universitySlug === 'freie-universitat-berlin');
    expect(berlin.length).toBeGreaterThan(0);
    expect(berlin.every((c) => c.tuitionMinor === 0)).toBe(true);
    const tum = courses.filter(
      (c) => c.universitySlug === 'technical-university-of-munich' && c.feeType === 'annual',
    );
    expect(tum.every((c) => c.tuitionMinor >= 4_000_00 && c.tuitionMinor <= 12_000_00)).toBe(true);
  });

  it('lists bachelor’s degrees in Germany and France only where they are taught in English', () => {
    const bachelorsIn = (slug: string) =>
      courses.filter((c) => c.universitySlug === slug && c.educationLevel === 'BACHELORS');
    expect(bachelorsIn('technical-university-of-munich')).toEqual([]);
    expect(bachelorsIn('sorbonne-university')).toEqual([]);
    expect(bachelorsIn('essec-business-school').length).toBeGreaterThan(0);
    expect(courses.filter((c) => c.universitySlug === 'sorbonne-university').length).toBeGreaterThan(0);
  });

  it('names only universities that exist in its lists', () => {
    const slugs = new Set(TOP_UNIVERSITIES.map((u) => u.slug));
    for (const slug of [...Object.keys(FEE_OVERRIDES), ...ACCELERATOR_UNIVERSITIES])
      expect(slugs.has(slug), slug).toBe(true);
  });

  it('builds accelerator programs whose two parts add up to the course', () => {
    const programs = generatePrograms(TOP_UNIVERSITIES, courses);
    expect(programs.length).toBeGreaterThanOrEqual(20);
    for (const p of programs) {
      const course = courses.find((c) => `${c.slug}-${c.universitySlug}` === p.slug)!;
      expect(p.onlineDurationDays + p.destinationDurationDays).toBe(course.durationDays);
    }
  });

  it('converts fees to rupees per year and for the whole course', () => {
    expect(
      inrFees({ tuitionMinor: 30_000_00, currency: 'USD', feeType: 'annual', durationDays: 730 }, 88.6),
    ).toEqual({
      annual: 2_658_000,
      total: 5_316_000,
    });
    expect(
      inrFees({ tuitionMinor: 30_000_00, currency: 'GBP', feeType: 'total', durationDays: 365 }, 117),
    ).toEqual({
      annual: 3_510_000,
      total: 3_510_000,
    });
  });
});
