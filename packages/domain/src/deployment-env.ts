import { ConfigError, type AppEnv } from './env-schemas.ts';

/** SPEC.md §9: production hosts are recognised by these prefixes (`prod-www.…`, `prod.…`, `ww2.…`). */
const PRODUCTION_HOST_PREFIXES = ['prod-', 'prod.', 'ww2.'] as const;

export function isProductionHost(host: string): boolean {
  const name = host.toLowerCase();
  return PRODUCTION_HOST_PREFIXES.some((prefix) => name.startsWith(prefix));
}

/**
 * The environment a deployment runs as, from APP_ENV and the site's public address: a production
 * host is production even when APP_ENV is left unset, and one named another environment is refused
 * (it would seed demo accounts anyone could log in to). Any other host keeps what APP_ENV says, so
 * the prefixes only ever add production, never take it away.
 */
export function deploymentEnv(appEnv: AppEnv | undefined, publicWebUrl: string): AppEnv | undefined {
  if (!isProductionHost(new URL(publicWebUrl).hostname)) return appEnv;
  if (appEnv !== undefined && appEnv !== 'production') {
    throw new ConfigError(
      `Invalid configuration: APP_ENV: must be production when PUBLIC_WEB_URL is a production host (${PRODUCTION_HOST_PREFIXES.join(', ')}) (got "${appEnv}")`,
    );
  }
  return 'production';
}
