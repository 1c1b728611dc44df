import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { SCREENSHOT_TYPES, type ErrorReportRequest } from '@meridian/domain/extras/schemas';
import type { Db } from '#api/db/client.ts';
import { sniffFileType } from '#api/platform/file-type-check.ts';
import { removeStoredFile } from '#api/platform/storage/remove-stored-file.ts';
import type { Storage } from '#api/platform/storage/storage.ts';
import { insertErrorReport } from './repo.ts';

/**
 * `POST /user/report-error`: the screenshot, if any, goes to the file store first, then the report
 * and the screenshot's row in one transaction; if they cannot be written the file is removed again.
 */
export async function submitErrorReport(
  deps: { db: Db; storage: Storage; log: FastifyBaseLogger },
  options: { report: ErrorReportRequest; screenshot: Uint8Array | undefined },
): Promise<void> {
  const { report, screenshot } = options;
  if (!screenshot?.length) {
    await insertErrorReport(deps.db, { report, screenshot: undefined });
    return;
  }
  // Anything but a PNG, JPEG or WebP image, by its bytes, is refused.
  const contentType = await sniffFileType(screenshot, {
    allowed: SCREENSHOT_TYPES,
    refusal: 'UNSUPPORTED_IMAGE',
    field: 'screenshot',
  });
  const storageKey = `error-reports/${randomUUID()}`;
  await deps.storage.put(storageKey, screenshot, { contentType });
  try {
    await insertErrorReport(deps.db, {
      report,
      screenshot: { storageKey, contentType, sizeBytes: screenshot.length },
    });
  } catch (error) {
    await removeStoredFile(deps.storage, deps.log, storageKey);
    throw error;
  }
}
