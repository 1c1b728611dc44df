import { ProgramImportRow, type CatalogueImportReport } from '@meridian/domain/catalogue/import';
import type { Db } from '#api/db/client.ts';
import type { RevalidateContent } from '#api/platform/content-revalidation.ts';
import { findAdminProgram } from '#api/modules/pathway/programs/admin.repo.ts';
import {
  PROGRAM_CACHE_TAGS,
  programProblems,
  writeProgram,
} from '#api/modules/pathway/programs/admin.service.ts';
import { emptyReport, noteChange, parseRows, type FeedRow } from './feed.ts';

const DEFAULT_ABOUT = (program: ProgramImportRow) =>
  `${program.title}: ${program.onlineMonths} months online, then ${program.destinationMonths} months at the destination university.`;

/** Every row checked against the schema and the catalogue; a slug may appear once. */
async function check(db: Db, rows: FeedRow[]) {
  const { errors, checked } = parseRows(rows, ProgramImportRow);
  const firstRowOf = new Map<string, number>();
  for (const { row, value } of checked) {
    for (const problem of await programProblems(db, value)) errors.push({ row, ...problem });
    const first = firstRowOf.get(value.slug);
    if (first) errors.push({ row, field: 'slug', message: `${value.slug} is also on row ${first}` });
    else firstRowOf.set(value.slug, row);
  }
  return { errors, checked };
}

/**
 * Imports a feed of accelerator programs: a dry run (or a feed with any bad row) only reports; a
 * real run writes every program by slug in one transaction, as the console does (a program
 * switched off stays off).
 */
export async function importPrograms(
  db: Db,
  rows: FeedRow[],
  options: { dryRun: boolean; now: Date; revalidateContent: RevalidateContent },
): Promise<CatalogueImportReport> {
  const { errors, checked } = await check(db, rows);
  const report = emptyReport(options.dryRun, errors);
  if (options.dryRun || errors.length > 0) return report;
  const imported = await db.transaction(async (tx) => {
    for (const { row, value } of checked) {
      const existing = await findAdminProgram(tx, value.slug);
      await writeProgram(
        tx,
        {
          ...value,
          about: value.about ?? existing?.program.about ?? DEFAULT_ABOUT(value),
          highlights: value.highlights ?? existing?.program.highlights ?? [],
          intakes: value.intakes ?? existing?.program.intakes ?? [],
          active: existing?.program.active ?? true,
        },
        options.now,
      );
      noteChange(report, { row, key: value.slug, action: existing ? 'updated' : 'created' });
    }
    return report;
  });
  await options.revalidateContent(PROGRAM_CACHE_TAGS);
  return imported;
}
