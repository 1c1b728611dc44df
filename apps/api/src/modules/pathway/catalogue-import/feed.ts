import { parse } from 'csv-parse/sync';
import type { ImportError } from '@meridian/domain/catalogue/import';

export interface FeedRow {
  /** As the editor sees the file: the CSV header is row 1; in JSON the first course is row 1. */
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
