import { SCREENSHOT_TYPES, type ErrorReportRequest } from '@meridian/domain/extras/schemas';
import type { Db } from '../../db/client.ts';
import { sniffFileType } from '../../platform/file-type-check.ts';
import { insertErrorReport } from './repo.ts';

/** `POST /user/report-error`: the report and its optional screenshot are stored together or not at all. */
export async function submitErrorReport(
  db: Db,
  options: { report: ErrorReportRequest; screenshot: Uint8Array | undefined },
): Promise<void> {
  const { report, screenshot } = options;
  const image = screenshot?.length
    ? {
        bytes: screenshot,
        // Anything but a PNG, JPEG or WebP image, by its bytes, is refused.
        contentType: await sniffFileType(screenshot, {
          allowed: SCREENSHOT_TYPES,
          refusal: 'UNSUPPORTED_IMAGE',
          field: 'screenshot',
        }),
      }
    : undefined;
  await insertErrorReport(db, { report, screenshot: image });
}
