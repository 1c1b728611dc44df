import { and, asc, eq } from 'drizzle-orm';
import { REGION_CURRENCY } from '@meridian/domain/payment/booster-programs';
import type { AdminBoosterProgram, BoosterProgramUpdate } from '@meridian/domain/payment/admin';
import type { Db } from '../../../db/client.ts';
import { boosterPackagePrices, boosterPackages, boosterPrograms } from '../../../db/schema/payment.ts';
import type { Tx } from '../../../db/transaction.ts';

/** Every program (on or off) with all its packages and their prices on each site, in the sites' order. */
export async function listAdminPrograms(db: Db | Tx, slug?: string): Promise<AdminBoosterProgram[]> {
  const programs = await db
    .select({
      id: boosterPrograms.id,
      slug: boosterPrograms.slug,
      title: boosterPrograms.title,
      summary: boosterPrograms.summary,
      active: boosterPrograms.active,
    })
    .from(boosterPrograms)
    .where(slug === undefined ? undefined : eq(boosterPrograms.slug, slug))
    .orderBy(asc(boosterPrograms.sortOrder), asc(boosterPrograms.id));
  const packages = await db
    .select({
      programId: boosterPackages.programId,
      id: boosterPackages.id,
      name: boosterPackages.name,
      summary: boosterPackages.summary,
      counsellingHours: boosterPackages.counsellingHours,
      applicationCount: boosterPackages.applicationCount,
      testPrep: boosterPackages.testPrep,
      visaGuidance: boosterPackages.visaGuidance,
      active: boosterPackages.active,
    })
    .from(boosterPackages)
    .orderBy(asc(boosterPackages.sortOrder), asc(boosterPackages.id));
  const prices = await db.select().from(boosterPackagePrices).orderBy(asc(boosterPackagePrices.region));
  return programs.map(({ id, ...program }) => ({
    ...program,
    packages: packages
      .filter((pkg) => pkg.programId === id)
      .map(({ programId: _program, ...pkg }) => ({
        ...pkg,
        prices: prices
          .filter((price) => price.packageId === pkg.id)
          .map(({ region, currency, priceMinor }) => ({ region, currency, priceMinor })),
      })),
  }));
}

/** Writes a program's contents, and its packages' contents and prices (a site left out stops selling one). */
export async function updateProgram(
  tx: Tx,
  options: { slug: string; update: BoosterProgramUpdate; now: Date },
): Promise<void> {
  const { packages, ...program } = options.update;
  const [row] = await tx
    .update(boosterPrograms)
    .set({ ...program, updatedAt: options.now })
    .where(eq(boosterPrograms.slug, options.slug))
    .returning({ id: boosterPrograms.id });
  for (const { id, prices, ...contents } of packages) {
    await tx
      .update(boosterPackages)
      .set({ ...contents, updatedAt: options.now })
      .where(and(eq(boosterPackages.id, id), eq(boosterPackages.programId, row!.id)));
    await tx.delete(boosterPackagePrices).where(eq(boosterPackagePrices.packageId, id));
    if (prices.length > 0)
      await tx.insert(boosterPackagePrices).values(
        prices.map((price) => ({
          packageId: id,
          region: price.region,
          currency: REGION_CURRENCY[price.region],
          priceMinor: price.priceMinor,
        })),
      );
  }
}
