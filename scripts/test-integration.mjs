// Runs the API integration suite twice: on embedded PGlite, then on a real PostgreSQL server
// (DATABASE_URL if given, else a throwaway cluster started here). In CI both runs are required.
import { spawnSync } from 'node:child_process';
import { postgresAvailable, startPostgres } from './local-postgres.mjs';

function vitest(label, env) {
  console.log(`\n▶ integration tests on ${label}`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'integration'], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { DATABASE_URL, ...withoutUrl } = process.env;
vitest('PGlite', { ...withoutUrl, DATABASE_URL: '' });

if (DATABASE_URL) {
  vitest(`PostgreSQL (${new URL(DATABASE_URL).host})`, { DATABASE_URL });
} else if (postgresAvailable()) {
  const server = startPostgres();
  try {
    vitest('PostgreSQL (throwaway cluster)', { DATABASE_URL: server.url });
  } finally {
    server.stop();
  }
} else if (process.env.CI) {
  console.error('PostgreSQL is required in CI but its server binaries are not installed.');
  process.exit(1);
} else {
  console.warn(
    '\n⚠ PostgreSQL server not installed: the PostgreSQL integration run did NOT happen (CI runs it).',
  );
}
