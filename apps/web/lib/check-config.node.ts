import { ConfigError } from '@meridian/domain/env-schemas';
import { webConfig } from './env.ts';

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
}
