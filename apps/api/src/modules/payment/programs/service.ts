import type { BoosterProgram, BoosterProgramList } from '@meridian/domain/payment/booster-programs';
import type { Region } from '@meridian/domain/region/regions';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { AppError } from '#api/platform/app-error.ts';
import { findProgramBySlug, listPricedPackages, type PricedPackageRow } from './repo.ts';

function toPrograms(rows: readonly PricedPackageRow[]): BoosterProgram[] {
  const programs = new Map<string, BoosterProgram>();
  for (const { programId: _id, programSlug, programTitle, programSummary, ...pkg } of rows) {
    let program = programs.get(programSlug);
    if (!program) {
      program = { slug: programSlug, title: programTitle, summary: programSummary, packages: [] };
      programs.set(programSlug, program);
    }
    program.packages.push(pkg);
  }
  return [...programs.values()];
}

/** `GET /payment/booster-programs`: the programs a site sells, priced in its currency. */
export async function listBoosterPrograms(db: Db, region: Region): Promise<BoosterProgramList> {
  return { programs: toPrograms(await listPricedPackages(db, { region })) };
}

/** One program as a site sells it; 404 when the site does not sell it. */
export async function getBoosterProgramOrThrow(db: Db, options: { slug: string; region: Region }) {
  const [program] = toPrograms(
    await listPricedPackages(db, { region: options.region, programSlug: options.slug }),
  );
  if (!program) throw new AppError('NOT_FOUND', `no booster program ${options.slug} on this site`);
  return program;
}

/** A package of a program at its price on a site, for an order or a coupon check; 404 when not sold there. */
export async function findPricedPackageOrThrow(
  db: Db | Tx,
  options: { programSlug: string; packageId: number; region: Region },
): Promise<PricedPackageRow> {
  const rows = await listPricedPackages(db, { region: options.region, programSlug: options.programSlug });
  const row = rows.find((r) => r.id === options.packageId);
  if (!row)
    throw new AppError('NOT_FOUND', 'no such package of this program on this site', { field: 'packageId' });
  return row;
}

/** A program by its slug, on whichever site it is sold (the learner's guide names it); undefined when none. */
export function findBoosterProgram(db: Db, slug: string) {
  return findProgramBySlug(db, slug);
}
