import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';

/** Facts the seeded exam and scholarship pages must state as they stand today. */
describe('exam and scholarship facts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const text = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('SAT: digital for international students since 2023 and for everyone since 2024, 400–1600, 2 h 14 min, adaptive by module', async () => {
    const overview = await text('/cms/exams/sat/overview');
    expect(overview).toContain('since March 2023, and every student has since March 2024');
    expect(overview).toContain('400–1600');
    expect(overview).toContain('2 hours 14 minutes');
    expect(overview).toContain('adaptive by module');
  });

  it('ACT: composite 1–36 from English, Math and Reading, a 2 h 5 min core, science optional', async () => {
    expect(await text('/cms/exams/act/overview')).toContain(
      '2 hours 5 minutes for English, Math and Reading; science and writing add 40 minutes each',
    );
    const pattern = await text('/cms/exams/act/exam-pattern');
    for (const row of [
      ['English', 'Required', '50', '35 minutes'],
      ['Math', 'Required', '45', '50 minutes'],
      ['Reading', 'Required', '36', '40 minutes'],
      ['Science', 'Optional', '40', '40 minutes'],
    ]) {
      expect(pattern).toContain(JSON.stringify(row));
    }
    const score = await text('/cms/exams/act/score');
    expect(score).toContain(
      'English, Math and Reading are each scored 1–36 and the composite (1–36) is their average',
    );
    expect(score).not.toContain('Each section is scored 1–36 and the composite is their average');
  });

  it('USMLE: Step 1 pass/fail since January 2022, Step 2 CK scored, no retired clinical-skills pathway', async () => {
    const usmle = await text('/cms/exams/other-exams/usmle');
    expect(usmle).toContain('Pass/fail since January 2022');
    expect(usmle).toContain('three-digit Step 2 CK score');
    expect(usmle).not.toContain('clinical-skills pathway');
  });

  it('Sydney Scholars India: awards of several sizes set each year, not a fixed yearly amount for the whole course', async () => {
    const article = await text('/cms/articles/sydney-scholars-india-scholarship');
    expect(article).toContain('several categories of different value');
    expect(article).not.toContain('fixed amount per year');
    expect(article).not.toContain('for the standard duration of the course');
  });
});
