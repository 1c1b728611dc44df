import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { slugify } from '@meridian/domain/content/table-of-contents';
import { REGION_CURRENCY } from '@meridian/domain/payment/booster-programs';
import type { AdminBoosterProgram, BoosterProgramUpdate } from '@meridian/domain/payment/admin';
import type { Db } from '#api/db/client.ts';
import { boosterPackagePrices, boosterPackages, boosterPrograms } from '#api/db/schema/payment.ts';
import type { Tx } from '#api/db/transaction.ts';
import { PACKAGE_COLUMNS } from './repo.ts';

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
      ...PACKAGE_COLUMNS,
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

/** A new package's key among its program's (`premium`, then `premium-2`…): orders and the seed name packages by it. */
function keyOf(name: string, taken: Set<string>): string {
  const base = slugify(name).slice(0, 36) || 'package';
  let key = base;
  for (let n = 2; taken.has(key); n += 1) key = `${base}-${n}`;
  taken.add(key);
  return key;
}

/**
 * Writes a program (made when its slug is new, last in the list), its packages' contents and prices
 * in the order given (one without an id is added; a site left out stops selling one), and switches
 * off its packages left out: a package with orders is never deleted.
 */
export async function saveProgram(
  tx: Tx,
  options: { slug: string; program: BoosterProgramUpdate; now: Date },
): Promise<void> {
  const { packages, ...program } = options.program;
  const [existing] = await tx
    .select({ id: boosterPrograms.id })
    .from(boosterPrograms)
    .where(eq(boosterPrograms.slug, options.slug));
  let programId = existing?.id;
  if (programId === undefined) {
    const [row] = await tx
      .insert(boosterPrograms)
      .values({
        ...program,
        slug: options.slug,
        sortOrder: sql`(select coalesce(max(${boosterPrograms.sortOrder}), -1) + 1 from ${boosterPrograms})`,
      })
      .returning({ id: boosterPrograms.id });
    programId = row!.id;
  } else {
    await tx
      .update(boosterPrograms)
      .set({ ...program, updatedAt: options.now })
      .where(eq(boosterPrograms.id, programId));
  }
  const current = await tx
    .select({ id: boosterPackages.id, key: boosterPackages.key })
    .from(boosterPackages)
    .where(eq(boosterPackages.programId, programId));
  const keys = new Set(current.map((pkg) => pkg.key));
  const kept: number[] = [];
  for (const [sortOrder, { id, prices, ...contents }] of packages.entries()) {
    let packageId = id;
    if (packageId === undefined) {
      const [row] = await tx
        .insert(boosterPackages)
        .values({ ...contents, programId, key: keyOf(contents.name, keys), sortOrder })
        .returning({ id: boosterPackages.id });
      packageId = row!.id;
    } else {
      await tx
        .update(boosterPackages)
        .set({ ...contents, sortOrder, updatedAt: options.now })
        .where(and(eq(boosterPackages.id, packageId), eq(boosterPackages.programId, programId)));
    }
    kept.push(packageId);
    await tx.delete(boosterPackagePrices).where(eq(boosterPackagePrices.packageId, packageId));
    if (prices.length > 0)
      await tx.insert(boosterPackagePrices).values(
        prices.map((price) => ({
          packageId: packageId!,
          region: price.region,
          currency: REGION_CURRENCY[price.region],
          priceMinor: price.priceMinor,
        })),
      );
  }
  await tx
    .update(boosterPackages)
    .set({ active: false, updatedAt: options.now })
    .where(
      and(
        eq(boosterPackages.programId, programId),
        kept.length > 0 ? notInArray(boosterPackages.id, kept) : undefined,
      ),
    );
}
