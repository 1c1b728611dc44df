import multipart, { type FastifyMultipartBaseOptions } from '@fastify/multipart';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/** A size as the refusals and summaries say it: `8 MB`, `2.5 MB`. */
export const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** The one file an upload form carries, and what the refusals of a wrong one say. */
export interface FormFile {
  /** The field it must come in. */
  field: string;
  /** What the form calls it, in the refusal of one too large: `the picture must be 8 MB or smaller`. */
  noun: string;
  maxBytes: number;
  /** The refusal of a file sent in any other field; by default `only one file, named <field>, can be sent`. */
  misnamed?: string;
  /** What the body holds for it; by default its bytes. */
  value?: (bytes: Buffer, fileName: string) => unknown;
}

/**
 * Registers the multipart reader of an upload route's scope: before validation, the body becomes the
 * form's fields and its one file, read into memory, so the route's schema sees them together. A body
 * the reader cannot read (no boundary, cut short, not multipart inside) answers 400 naming `body`,
 * as unreadable JSON does; the reader's limits keep their answer (413).
 */
export async function registerMultipartBody(
  app: FastifyInstance,
  options: {
    file: FormFile;
    /** The form's other fields: how many, and how long each may be. */
    limits: Pick<NonNullable<FastifyMultipartBaseOptions['limits']>, 'fields' | 'fieldSize'>;
  },
): Promise<void> {
  const { file } = options;
  const misnamed = file.misnamed ?? `only one file, named ${file.field}, can be sent`;
  const tooLarge = `the ${file.noun} must be ${megabytes(file.maxBytes)} or smaller`;
  await app.register(multipart, { limits: { ...options.limits, files: 1, fileSize: file.maxBytes } });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const body: Record<string, unknown> = {};
    try {
      for await (const part of request.parts()) {
        if (Object.hasOwn(body, part.fieldname)) {
          throw new AppError('BAD_REQUEST', 'is sent more than once', { field: part.fieldname });
        }
        if (part.type === 'field') {
          body[part.fieldname] = part.value;
          continue;
        }
        if (part.fieldname !== file.field) {
          throw new AppError('BAD_REQUEST', misnamed, { field: part.fieldname });
        }
        const bytes = await part.toBuffer().catch((error: unknown) => {
          if ((error as Partial<FastifyError>).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
          throw new AppError('BAD_REQUEST', tooLarge, { field: file.field });
        });
        body[part.fieldname] = file.value ? file.value(bytes, part.filename) : bytes;
      }
    } catch (error) {
      if (error instanceof AppError || (error as Partial<FastifyError>).statusCode) throw error;
      // Whatever else the reader raises is a body it could not read; its text may quote the input.
      throw new AppError('BAD_REQUEST', 'is not a readable multipart form', { field: 'body' });
    }
    request.body = body;
  });
}
