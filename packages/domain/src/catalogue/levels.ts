// Without zod: the browser reads the level names on every page; the schema is in level-schema.ts.

/** SPEC.md §4: stored level 44 means BACHELORS, anything else MASTERS; the catalogue uses the names. */
export const EDUCATION_LEVELS = ['BACHELORS', 'MASTERS'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

/** The level segment of discovery URLs (`/usa/masters`, `/abroad/bachelors`). */
export const LEVEL_SLUGS = { bachelors: 'BACHELORS', masters: 'MASTERS' } as const satisfies Record<
  string,
  EducationLevel
>;
export type LevelSlug = keyof typeof LEVEL_SLUGS;

export const LEVEL_NAMES: Record<EducationLevel, string> = { BACHELORS: 'Bachelors', MASTERS: 'Masters' };

export function levelFromSlug(slug: string): EducationLevel | undefined {
  return Object.hasOwn(LEVEL_SLUGS, slug) ? LEVEL_SLUGS[slug as LevelSlug] : undefined;
}

export function slugOfLevel(level: EducationLevel): LevelSlug {
  return level === 'BACHELORS' ? 'bachelors' : 'masters';
}
