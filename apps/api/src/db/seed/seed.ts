import { sql } from 'drizzle-orm';
import { DESTINATIONS } from '@meridian/domain/destinations';
import { CountryContent } from '@meridian/domain/country/schemas';
import type { Db } from '../client.ts';
import { countryPages, destinations, exchangeRates, seedRuns, seoMeta, universities } from '../schema.ts';
import { COUNTRY_CONTENT } from './data/countries/index.ts';
import { TOP_UNIVERSITIES } from './data/universities.ts';
import { EXCHANGE_RATES } from './data/exchange-rates.ts';
import { SEO_META } from './data/seo-meta.ts';

const DEMO_SEED = 'demo-content-v1';

/**
 * Loads the demo content into an empty database, in one transaction so a failure leaves nothing
 * half-written; a second run sees its marker in seed_runs and does nothing.
 */
export async function seedDemoContent(db: Db): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(seedRuns).values({ name: DEMO_SEED }).onConflictDoNothing().returning();
    if (inserted.length === 0) return { seeded: false };

    await tx
      .insert(destinations)
      .values(
        DESTINATIONS.map((d, index) => ({ iso3: d.iso3, slug: d.slug, name: d.name, sortOrder: index })),
      )
      .onConflictDoNothing();

    const isoBySlug = new Map<string, string>(DESTINATIONS.map((d) => [d.slug, d.iso3]));
    const isoOf = (slug: string): string => {
      const iso3 = isoBySlug.get(slug);
      if (!iso3) throw new Error(`seed data names unknown destination "${slug}"`);
      return iso3;
    };

    await tx
      .insert(countryPages)
      .values(
        COUNTRY_CONTENT.map((content) => ({
          iso3: isoOf(content.slug),
          content: CountryContent.parse(content),
          publishedAt: sql`now()`,
        })),
      )
      .onConflictDoNothing();

    await tx
      .insert(universities)
      .values(TOP_UNIVERSITIES.map(({ countrySlug, ...u }) => ({ ...u, countryIso3: isoOf(countrySlug) })))
      .onConflictDoNothing();

    await tx
      .insert(exchangeRates)
      .values([...EXCHANGE_RATES])
      .onConflictDoNothing();
    await tx
      .insert(seoMeta)
      .values([...SEO_META])
      .onConflictDoNothing();
    return { seeded: true };
  });
}
