// `npm run bench:data -- --courses 1000000`: migrates and seeds the PostgreSQL database in
// DATABASE_URL, then grows its course catalogue to the number asked for.
import { parseArgs } from 'node:util';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { seedDemoContent } from '../apps/api/src/db/seed/seed.ts';
import { countCourses, growCatalogue } from './catalogue-scale.ts';

const { values } = parseArgs({ options: { courses: { type: 'string', default: '1000000' } } });
const target = Number(values.courses);
const databaseUrl = process.env.DATABASE_URL;
if (!Number.isInteger(target) || target < 1) {
  console.error('--courses must be a positive whole number');
  process.exit(1);
}
if (!databaseUrl) {
  console.error(
    'DATABASE_URL must name the PostgreSQL database to fill (the embedded database is too small for this).',
  );
  process.exit(1);
}

const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
await runMigrations(database);
await seedDemoContent(database.db);
const started = performance.now();
const added = await growCatalogue(database.db, target);
console.log(
  `${added.toLocaleString('en-IN')} courses added in ${((performance.now() - started) / 1000).toFixed(0)} s; ${(await countCourses(database.db)).toLocaleString('en-IN')} in the catalogue.`,
);
await database.close();
