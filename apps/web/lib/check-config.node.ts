import { ConfigError } from '@meridian/domain/env-schemas';
import { webConfig } from './env.ts';
import { recordsPeerAddresses } from './visitor/peer-address.mjs';

/** A bad setting stops start-up with one line naming the variable, instead of failing on first request. */
export function checkConfigOrExit(): void {
  try {
    webConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Without the connection's address the API would count every visitor as this server.
  if (!recordsPeerAddresses()) {
    console.error(
      'The web server must be started with `node --import ./lib/visitor/record-peer-address.mjs` (npm start and npm run dev do it).',
    );
    process.exit(1);
  }
}
