import 'server-only';

/** pino's numeric levels, so the web app's lines read like the API's. */
const LEVELS = { info: 30, warn: 40, error: 50 } as const;

/**
 * One JSON line per server event, with the request id the API logged the same call under. Written
 * to the streams directly: production builds strip console.log, info and warn (SPEC.md §9).
 */
export function logServerEvent(
  level: keyof typeof LEVELS,
  msg: string,
  fields: { requestId: string } & Record<string, unknown>,
): void {
  const line = JSON.stringify({ level: LEVELS[level], time: new Date().toISOString(), msg, ...fields });
  (level === 'error' ? process.stderr : process.stdout).write(`${line}\n`);
}
