import multipart, { type FastifyMultipartBaseOptions, type MultipartFile } from '@fastify/multipart';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/** Reads a form's file part into the value its field holds in the body, or refuses it. */
export type ReadFilePart = (part: MultipartFile) => Promise<unknown>;

/**
 * Registers the multipart reader of an upload route's scope: before validation, the body becomes the
 * form's fields and its file (read by `readFile`), so the route's schema sees them together. A body
 * the reader cannot read (no boundary, cut short, not multipart inside) answers 400 naming `body`,
 * as unreadable JSON does; our own refusals and the reader's limits (413) keep their answer.
 */
export async function registerMultipartBody(
  app: FastifyInstance,
  options: { readFile: ReadFilePart; limits: NonNullable<FastifyMultipartBaseOptions['limits']> },
): Promise<void> {
  await app.register(multipart, { limits: options.limits });
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const body: Record<string, unknown> = {};
    try {
      for await (const part of request.parts()) {
        if (Object.hasOwn(body, part.fieldname)) {
          throw new AppError('BAD_REQUEST', 'is sent more than once', { field: part.fieldname });
        }
        body[part.fieldname] = part.type === 'file' ? await options.readFile(part) : part.value;
      }
    } catch (error) {
      if (error instanceof AppError || (error as Partial<FastifyError>).statusCode) throw error;
      // Whatever else the reader raises is a body it could not read; its text may quote the input.
      throw new AppError('BAD_REQUEST', 'is not a readable multipart form', { field: 'body' });
    }
    request.body = body;
  });
}
