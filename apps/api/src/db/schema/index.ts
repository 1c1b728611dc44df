// The Drizzle schema object: every table of every module, one file per area.
export * from './catalogue.ts';
export * from './courses.ts';
export * from './content.ts';
export * from './exchange-rates.ts';
export * from './seed-runs.ts';
export * from './navigation.ts';
export * from './analytics.ts';
export * from './home.ts';
export * from './extras.ts';
export * from './lead.ts';
export * from './editorial.ts';
export * from './calculator.ts';
export * from './webinars.ts';
export * from './course-facet-counts.ts';
export * from './users.ts';
export * from './rate-limits.ts';
