import { fileTypeFromBuffer } from 'file-type';
import type { ErrorCode } from '@meridian/domain/error-catalogue';
import { AppError } from './app-error.ts';

/**
 * The file's real type, read from its first bytes: the name and the declared type are the sender's
 * word only, so a program renamed `.pdf` is refused with `refusal` (e.g. `UNSUPPORTED_FILE`).
 */
export async function sniffFileType<T extends string>(
  bytes: Uint8Array,
  options: { allowed: readonly T[]; refusal: ErrorCode; field: string },
): Promise<T> {
  const found = await fileTypeFromBuffer(bytes);
  const type = options.allowed.find((allowed) => allowed === found?.mime);
  if (!type) {
    const what = found ? `this file is ${found.ext.toUpperCase()}` : 'the file type is not recognised';
    throw new AppError(options.refusal, what, { field: options.field });
  }
  return type;
}
