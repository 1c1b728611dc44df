import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXAM_FACTS } from '@meridian/domain/exams/exam-facts';

const feePage = (slug: string) =>
  readFileSync(new URL(`../../../../../../content/exams/${slug}/exam-fee.md`, import.meta.url), 'utf8');

describe('the exam fees the home page shows', () => {
  it("are the fees each exam's fee page states", () => {
    for (const exam of EXAM_FACTS) {
      if ('fee' in exam) expect(feePage(exam.slug), exam.slug).toContain(`| ${exam.fee} |`);
    }
  });
});
