import { findCategory } from '@meridian/domain/catalogue/categories';
import { LEVEL_NAMES } from '@meridian/domain/catalogue/levels';
import { DESTINATIONS } from '@meridian/domain/destinations';
import { monthName } from '@meridian/domain/month-name';
import type { StudyAbroadPreference } from '@meridian/domain/profile/profile-forms';

/** A learner's study-abroad preferences as the learner and their counsellor read them. */
export function PreferenceFacts({
  preference: p,
  className,
  month = 'long',
}: {
  preference: StudyAbroadPreference;
  className?: string;
  /** How the intake's month is written: a dashboard card has room for `Sep` only. */
  month?: 'long' | 'short';
}) {
  return (
    <dl className={className}>
      <dt>Level</dt>
      <dd>{LEVEL_NAMES[p.educationLevel]}</dd>
      <dt>Countries</dt>
      <dd>
        {p.countries.map((iso3) => DESTINATIONS.find((d) => d.iso3 === iso3)?.name ?? iso3).join(', ') || '—'}
      </dd>
      <dt>Subjects</dt>
      <dd>{p.subjects.map((s) => findCategory(s)?.name ?? s).join(', ') || '—'}</dd>
      <dt>Intake</dt>
      <dd>{p.intakeMonth ? `${monthName(p.intakeMonth, month)} ${p.intakeYear}` : p.intakeYear}</dd>
    </dl>
  );
}
