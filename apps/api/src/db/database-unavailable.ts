/**
 * Whether an error means the database cannot be reached right now (restarting, failing over, its
 * connections all busy for too long), rather than that a query was wrong: such a request is
 * answered 503 SERVICE_UNAVAILABLE, which a client may retry, instead of a 500.
 */

/** SQLSTATE classes and codes of a server that is going away, not there yet, or full. */
const UNAVAILABLE_SQLSTATES = /^(08|57P0[1-3]|53300)/;
/** Socket errors of a server that went away or never answered. */
const UNAVAILABLE_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);
/** What node-postgres says when a connection dies or never comes (it sets no code). */
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
  'Connection ended',
];

function unavailableItself(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.test(code) || UNAVAILABLE_SOCKET_CODES.has(code))) {
    return true;
  }
  return UNAVAILABLE_MESSAGES.some((text) => error.message.startsWith(text));
}

/** Looks through the `cause` chain too: Drizzle wraps the driver's error in its own. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (unavailableItself(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
