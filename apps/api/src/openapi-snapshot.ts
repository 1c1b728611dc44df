// Writes the OpenAPI document the API serves to apps/api/openapi.json, the committed contract the
// web client is checked against (docs/adr/008-api-contract.md). Run by `npm run openapi`.
import { writeFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';
import { loadApiConfig } from './env.ts';
import { openDatabase } from './db/client.ts';
import { buildApp } from './server.ts';

const SNAPSHOT = new URL('../openapi.json', import.meta.url);

// The document does not read the database, so an empty in-memory one is enough; as served in
// development (the configuration tests and the web app run against), with the default brand.
const database = await openDatabase({ dataDir: 'memory://' });
const app = await buildApp({
  config: loadApiConfig({
    APP_ENV: 'development',
    JWT_SECRET: 'openapi-snapshot'.repeat(4),
    LOG_LEVEL: 'silent',
  }),
  database,
  logger: false,
});
await app.ready();
const document = app.swagger();
await app.close();
await database.close();

const options = { ...(await resolveConfig(SNAPSHOT)), parser: 'json' };
await writeFile(SNAPSHOT, await format(JSON.stringify(document), options));
console.log(`wrote ${SNAPSHOT.pathname}`);
