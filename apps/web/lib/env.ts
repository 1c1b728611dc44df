import 'server-only';
import { parseWebConfig, type WebConfig } from './web-config.ts';

let cached: WebConfig | undefined;

/** The one place the web app reads process.env; parsed once (instrumentation.ts parses it at start-up). */
export function webConfig(): WebConfig {
  cached ??= parseWebConfig(process.env);
  return cached;
}
