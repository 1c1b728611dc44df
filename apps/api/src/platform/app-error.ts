import { ERROR_CODES, type ErrorCode } from '@meridian/domain/error-catalogue';

/** The one error type services throw; the Fastify error handler turns it into the catalogue response. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  /** The request field at fault (e.g. `query.intake`), named in the message as validation errors are. */
  readonly field: string | undefined;

  constructor(code: ErrorCode, detail?: string, field?: string) {
    super(detail ?? code);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_CODES[code].status;
    this.field = field;
  }
}
