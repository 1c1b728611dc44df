// The Drizzle schema object: every table of every module, one file per area.
export * from './catalogue.ts';
export * from './courses.ts';
export * from './content.ts';
export * from './exchange-rates.ts';
export * from './seed-runs.ts';
