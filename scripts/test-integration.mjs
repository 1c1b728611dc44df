// Runs the API integration suite twice: on embedded PGlite, then on a real PostgreSQL server
// (DATABASE_URL if given, else a throwaway cluster started here). In CI both runs are required.
import { spawnSync } from 'node:child_process';
import { postgresAvailable, startPostgres } from './local-postgres.mjs';

/** Exits on failure, but only after `finally` blocks have run (process.exit inside them would skip them). */
function vitest(label, env) {
  console.log(`\n▶ integration tests on ${label}`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'integration'], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.status !== 0) process.exitCode = result.status ?? 1;
  return result.status === 0;
}

const { DATABASE_URL, ...withoutUrl } = process.env;

function postgresPass() {
  if (DATABASE_URL) {
    vitest(`PostgreSQL (${new URL(DATABASE_URL).host})`, { DATABASE_URL });
  } else if (postgresAvailable()) {
    const server = startPostgres();
    try {
      // A failure here must still stop the cluster, or it keeps running on TEST_PG_PORT.
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
}

if (vitest('PGlite', { ...withoutUrl, DATABASE_URL: '' })) postgresPass();
