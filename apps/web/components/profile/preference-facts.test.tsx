import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { StudyAbroadPreference } from '@meridian/domain/profile/profile-forms';
import { PreferenceFacts } from './preference-facts.tsx';

const PREFERENCE: StudyAbroadPreference = {
  educationLevel: 'MASTERS',
  countries: ['DEU'],
  subjects: ['computer-science'],
  intakeYear: 2027,
  intakeMonth: 9,
};

const text = (element: React.ReactElement) =>
  renderToStaticMarkup(element)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('PreferenceFacts', () => {
  it('names the level, countries, subjects and intake, the month as the place has room for', () => {
    expect(text(<PreferenceFacts preference={PREFERENCE} />)).toBe(
      'Level Masters Countries Germany Subjects Computer Science and IT Intake September 2027',
    );
    expect(text(<PreferenceFacts preference={PREFERENCE} month="short" />)).toMatch(/Intake Sep 2027$/);
  });

  it('shows a dash for no country or subject, and the year alone for no month', () => {
    const none = { ...PREFERENCE, countries: [], subjects: [], intakeMonth: undefined };
    expect(text(<PreferenceFacts preference={none} />)).toBe(
      'Level Masters Countries — Subjects — Intake 2027',
    );
  });
});
