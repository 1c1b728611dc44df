import { fileTypeFromBuffer } from 'file-type';
import { SCREENSHOT_TYPES, type ErrorReportRequest } from '@meridian/domain/extras/schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { insertErrorReport } from './repo.ts';

/**
 * The screenshot's real type, read from its first bytes (the name and the declared type are the
 * sender's word only); anything but a PNG, JPEG or WebP image is refused.
 */
async function sniffScreenshot(bytes: Uint8Array): Promise<(typeof SCREENSHOT_TYPES)[number]> {
  const found = await fileTypeFromBuffer(bytes);
  const type = SCREENSHOT_TYPES.find((allowed) => allowed === found?.mime);
  if (!type) {
    const what = found ? `this file is ${found.ext.toUpperCase()}` : 'this file is not an image';
    throw new AppError('UNSUPPORTED_IMAGE', what, { field: 'screenshot' });
  }
  return type;
}

/** `POST /user/report-error`: the report and its optional screenshot are stored together or not at all. */
export async function submitErrorReport(
  db: Db,
  options: { report: ErrorReportRequest; screenshot: Uint8Array | undefined },
): Promise<void> {
  const { report, screenshot } = options;
  const image = screenshot?.length
    ? { bytes: screenshot, contentType: await sniffScreenshot(screenshot) }
    : undefined;
  await insertErrorReport(db, { report, screenshot: image });
}
