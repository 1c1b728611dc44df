import { and, asc, eq } from 'drizzle-orm';
import type { BoosterPackage } from '@meridian/domain/payment/booster-programs';
import type { Region } from '@meridian/domain/region/regions';
import type { Db } from '#api/db/client.ts';
import { boosterPackagePrices, boosterPackages, boosterPrograms } from '#api/db/schema/payment.ts';
import type { Tx } from '#api/db/transaction.ts';

/** A package with its price on one site, and the program it belongs to. */
export type PricedPackageRow = BoosterPackage & {
  programId: number;
  programSlug: string;
  programTitle: string;
  programSummary: string;
};

/** What a package offers, as the site and the back office show it. */
export const PACKAGE_COLUMNS = {
  name: boosterPackages.name,
  summary: boosterPackages.summary,
  counsellingHours: boosterPackages.counsellingHours,
  applicationCount: boosterPackages.applicationCount,
  testPrep: boosterPackages.testPrep,
  visaGuidance: boosterPackages.visaGuidance,
};

/** Every package priced on a site (optionally of one program), in the programs' and packages' order. */
export function listPricedPackages(
  db: Db | Tx,
  options: { region: Region; programSlug?: string | undefined },
): Promise<PricedPackageRow[]> {
  return db
    .select({
      programId: boosterPrograms.id,
      programSlug: boosterPrograms.slug,
      programTitle: boosterPrograms.title,
      programSummary: boosterPrograms.summary,
      id: boosterPackages.id,
      ...PACKAGE_COLUMNS,
      priceMinor: boosterPackagePrices.priceMinor,
      currency: boosterPackagePrices.currency,
    })
    .from(boosterPackages)
    .innerJoin(boosterPrograms, eq(boosterPrograms.id, boosterPackages.programId))
    .innerJoin(
      boosterPackagePrices,
      and(
        eq(boosterPackagePrices.packageId, boosterPackages.id),
        eq(boosterPackagePrices.region, options.region),
      ),
    )
    .where(
      and(
        // A program or package switched off is neither shown nor sold.
        eq(boosterPrograms.active, true),
        eq(boosterPackages.active, true),
        options.programSlug === undefined ? undefined : eq(boosterPrograms.slug, options.programSlug),
      ),
    )
    .orderBy(asc(boosterPrograms.sortOrder), asc(boosterPackages.sortOrder));
}

export async function findProgramBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({ slug: boosterPrograms.slug, title: boosterPrograms.title, summary: boosterPrograms.summary })
    .from(boosterPrograms)
    .where(eq(boosterPrograms.slug, slug))
    .limit(1);
  return row;
}
