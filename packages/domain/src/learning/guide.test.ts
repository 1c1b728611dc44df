import { describe, expect, it } from 'vitest';
import { earliestSubmissionDate, guidePlan } from './guide.ts';

describe('guidePlan', () => {
  it('counts each milestone back from the submission date, ending on it', () => {
    const plan = guidePlan('2027-01-15');
    expect(plan[0]).toMatchObject({ date: '2026-09-25' });
    expect(plan.at(-1)).toMatchObject({ date: '2027-01-15', task: expect.stringMatching(/^Submit/) });
    expect(plan.map((m) => m.date)).toEqual([...plan.map((m) => m.date)].sort());
  });

  it('starts a default plan 16 weeks ahead, so its first step is today', () => {
    expect(earliestSubmissionDate('2026-11-26')).toBe('2027-03-18');
    expect(guidePlan(earliestSubmissionDate('2026-11-26'))[0]!.date).toBe('2026-11-26');
  });
});
