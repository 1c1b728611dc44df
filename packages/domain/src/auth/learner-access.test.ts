import { describe, expect, it } from 'vitest';
import { mayActOnLearner } from './learner-access.ts';

const counsellor = { userId: 'c1', permissions: ['lms_user', 'view_recommendation'] };
const learner = { userId: 'l1', permissions: [], counsellorId: 'c1' };

describe('mayActOnLearner', () => {
  it('lets learners act on themselves only', () => {
    expect(mayActOnLearner({ userId: 'l1', permissions: [] }, learner)).toBe(true);
    expect(mayActOnLearner({ userId: 'l2', permissions: [] }, learner)).toBe(false);
  });

  it('lets a counsellor act on the learners assigned to them, not on others', () => {
    expect(mayActOnLearner(counsellor, learner)).toBe(true);
    expect(mayActOnLearner(counsellor, { ...learner, counsellorId: 'c2' })).toBe(false);
    expect(mayActOnLearner(counsellor, { ...learner, counsellorId: null })).toBe(false);
  });

  it('lets an admin act on any learner', () => {
    expect(
      mayActOnLearner({ userId: 'a1', permissions: ['admin'] }, { ...learner, counsellorId: null }),
    ).toBe(true);
  });

  it('lets nobody act on another staff account, whoever it is assigned to', () => {
    const editor = { userId: 'e1', permissions: ['cms_editor'], counsellorId: 'c1' };
    expect(mayActOnLearner(counsellor, editor)).toBe(false);
    expect(mayActOnLearner({ userId: 'a1', permissions: ['admin'] }, editor)).toBe(false);
    expect(mayActOnLearner({ userId: 'e1', permissions: ['cms_editor'] }, editor)).toBe(true);
  });

  it('gives an editor no access to learners', () => {
    expect(mayActOnLearner({ userId: 'e1', permissions: ['cms_editor'] }, learner)).toBe(false);
  });
});
