import { describe, expect, it } from 'vitest';
import { educationLevelOf, isUsableUserLite } from './session-rules.ts';

const priya = { fullName: 'Priya Sharma', email: 'priya.sharma@example.com', mobile: '+919000000101' };

describe('isUsableUserLite', () => {
  it('keeps a person with a name and an email or a mobile', () => {
    expect(isUsableUserLite(priya)).toBe(true);
    expect(isUsableUserLite({ ...priya, email: null })).toBe(true);
    expect(isUsableUserLite({ ...priya, mobile: null })).toBe(true);
  });

  it('logs out a person without a name, or with neither email nor mobile', () => {
    expect(isUsableUserLite({ ...priya, fullName: '  ' })).toBe(false);
    expect(isUsableUserLite({ ...priya, email: null, mobile: null })).toBe(false);
  });
});

describe('educationLevelOf', () => {
  it('is BACHELORS for a person interested in bachelor’s study, MASTERS otherwise', () => {
    expect(educationLevelOf({ extraFields: { interestedEducationLevel: 'BACHELORS' } })).toBe('BACHELORS');
    expect(educationLevelOf({ extraFields: { interestedEducationLevel: 'MASTERS' } })).toBe('MASTERS');
    expect(educationLevelOf({ extraFields: { interestedEducationLevel: null } })).toBe('MASTERS');
  });
});
