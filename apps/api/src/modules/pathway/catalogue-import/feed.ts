import { parse } from 'csv-parse/sync';
import type { z } from 'zod';
import type {
  CatalogueFeed,
  CatalogueFeedKind,
  CatalogueImportReport,
  ImportError,
} from '@meridian/domain/catalogue/import';

export interface FeedRow {
  /** As the editor sees the file: the CSV header is row 1; in JSON the first record is row 1. */
  row: number;
  record: Record<string, unknown>;
}

/** The records of a CSV feed with their row numbers, or the parser's complaint as an import error. */
export function csvRows(text: string): { rows: FeedRow[] } | { error: ImportError } {
  try {
    const records = parse(text, {
      columns: true,
      skip_empty_lines: true,
      trim: true,
      bom: true,
      info: true,
    }) as { record: Record<string, string>; info: { lines: number } }[];
    return { rows: records.map(({ record, info }) => ({ row: info.lines, record })) };
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return { error: { row: line, field: 'file', message: (error as Error).message } };
  }
}

/** What a feed holds: JSON says it by its key, a CSV by the `feed` the request names. */
export function kindOf(feed: CatalogueFeed, named: CatalogueFeedKind): CatalogueFeedKind {
  if ('universities' in feed) return 'universities';
  if ('courses' in feed) return 'courses';
  if ('programs' in feed) return 'programs';
  return named;
}

/** The feed's records with their row numbers, or why the file cannot be read. */
export function feedRows(feed: CatalogueFeed): { rows: FeedRow[] } | { error: ImportError } {
  if ('csv' in feed) return csvRows(feed.csv);
  const records = 'courses' in feed ? feed.courses : 'programs' in feed ? feed.programs : feed.universities;
  return { rows: records.map((record, i) => ({ row: i + 1, record })) };
}

/** Each row read by `schema`; a bad field is an error naming its row and field. */
export function parseRows<T>(rows: FeedRow[], schema: z.ZodType<T>) {
  const errors: ImportError[] = [];
  const checked: { row: number; value: T }[] = [];
  for (const { row, record } of rows) {
    const parsed = schema.safeParse(record);
    if (parsed.success) checked.push({ row, value: parsed.data });
    else {
      for (const issue of parsed.error.issues) {
        errors.push({ row, field: String(issue.path[0] ?? 'row'), message: issue.message });
      }
    }
  }
  return { errors, checked };
}

/** A report with nothing written yet. */
export function emptyReport(dryRun: boolean, errors: ImportError[]): CatalogueImportReport {
  errors.sort((a, b) => a.row - b.row);
  return { valid: errors.length === 0, errors, dryRun, created: 0, updated: 0, changes: [] };
}

/** Counts one record written. */
export function noteChange(
  report: CatalogueImportReport,
  change: { row: number; key: string; action: 'created' | 'updated' },
) {
  report[change.action]++;
  report.changes.push(change);
}
