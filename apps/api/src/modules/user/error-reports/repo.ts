import type { ErrorReportRequest } from '@meridian/domain/extras/schemas';
import type { Db } from '#api/db/client.ts';
import { errorReports, errorReportScreenshots } from '#api/db/schema/extras.ts';

/** One transaction, so a report never lands without the screenshot it was sent with. */
export async function insertErrorReport(
  db: Db,
  options: {
    report: ErrorReportRequest;
    screenshot: { storageKey: string; contentType: string; sizeBytes: number } | undefined;
  },
): Promise<void> {
  const { report, screenshot } = options;
  await db.transaction(async (tx) => {
    const [row] = await tx.insert(errorReports).values(report).returning({ id: errorReports.id });
    if (screenshot) await tx.insert(errorReportScreenshots).values({ reportId: row!.id, ...screenshot });
  });
}
