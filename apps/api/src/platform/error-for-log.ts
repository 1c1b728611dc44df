import { DrizzleQueryError } from 'drizzle-orm/errors';

/** The shape pino's error serializer gives, which Fastify's logger options expect. */
type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

/**
 * What an error log keeps of an error: its type, message, code and stack. A failed query's error
 * from Drizzle repeats the SQL and its parameters (names, mobiles, emails) in its message, so the
 * database's own error it wraps is logged instead, without its `detail`, which quotes the row
 * ("Key (email)=(…) already exists").
 */
export function errorForLog(error: unknown): LoggedError {
  const shown = error instanceof DrizzleQueryError && error.cause instanceof Error ? error.cause : error;
  if (!(shown instanceof Error))
    return { type: typeof shown, message: 'a thrown value that is not an Error', stack: '' };
  const { code, constraint, table, column, routine } = shown as Error & Record<string, unknown>;
  return {
    type: shown.name,
    message: shown.message,
    code,
    constraint,
    table,
    column,
    routine,
    stack: shown.stack ?? '',
  };
}
