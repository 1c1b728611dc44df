import { z } from 'zod';
import { City, DirectoryKind } from '@meridian/domain/content/directory';
import { Scholarship } from '@meridian/domain/content/scholarships';
import { Slug } from '@meridian/domain/content/slug';
import { CurrencyCode, MinorUnits } from '@meridian/domain/money-schemas';
import { BAR_KINDS } from '@meridian/domain/extras/schemas';
import { BoosterPackage, BoosterProgram } from '@meridian/domain/payment/booster-programs';
import { REGIONS } from '@meridian/domain/region/regions';
import { readYaml } from './read-content.ts';

// The structured records of `content/`, each file checked against the domain's schema of the record.

export const readUniversities = () =>
  readYaml(
    'universities.yaml',
    z.array(
      z.strictObject({
        slug: Slug,
        name: z.string().min(3),
        city: z.string().min(2),
        countrySlug: Slug,
        worldRanking: z.number().int().positive().nullable(),
        rankingSource: z.string().min(3).nullable(),
      }),
    ),
  );

/** `content/directory/`: the Indian cities of the directories, and the sample centres and their made-up reviews. */
export const readDirectoryCities = () =>
  readYaml(
    'directory/cities.yaml',
    z.array(
      z.strictObject({
        ...City.shape,
        latitude: z.number().min(-90).max(90),
        longitude: z.number().min(-180).max(180),
        locality: z.string().min(2),
        postalCode: z.string().regex(/^\d{6}$/),
        ielts: z.boolean(),
      }),
    ),
  );

export const readSampleCentres = () =>
  readYaml(
    'directory/sample-centres.yaml',
    z.array(
      z.strictObject({
        kind: DirectoryKind,
        citySlug: Slug,
        name: z.string().min(3),
        streetAddress: z.string().min(3),
        locality: z.string().min(2),
        postalCode: z.string().regex(/^\d{6}$/),
        latitude: z.number(),
        longitude: z.number(),
      }),
    ),
  );

export const readScholarships = () =>
  readYaml(
    'scholarships.yaml',
    z.array(z.strictObject({ ...Scholarship.shape, articleSlug: Slug.nullable().default(null) })),
  );

export const readAccommodation = () =>
  readYaml(
    'accommodation.yaml',
    z.array(
      z.strictObject({
        name: z.string().min(3),
        citySlug: Slug,
        cityName: z.string().min(2),
        countryName: z.string().min(2),
        nearUniversity: z.string().min(3),
        distanceKm: z.number().positive(),
        roomType: z.string().min(3),
        weeklyRentMinor: MinorUnits,
        currency: CurrencyCode,
        billsIncluded: z.boolean(),
        features: z.array(z.string().min(2)),
      }),
    ),
  );

const SeoMeta = z.strictObject({
  path: z.string().startsWith('/'),
  title: z.string().max(200).optional(),
  description: z.string().max(400).optional(),
  canonical: z.string().max(500).optional(),
  redirectUrl: z.string().max(500).optional(),
  customStatus: z.union([z.literal(301), z.literal(302), z.literal(410), z.literal(503)]).optional(),
});

/**
 * `seo-meta.yaml` (overrides of site pages), `seo-meta-editorial.yaml` (the editorial hubs) or
 * `calculator/pages/seo-meta.yaml` (the SEO title and description of the calculators with CMS pages).
 */
export const readSeoMeta = (
  file: 'seo-meta.yaml' | 'seo-meta-editorial.yaml' | 'calculator/pages/seo-meta.yaml',
) => readYaml(file, z.array(SeoMeta));

export const readExchangeRates = () =>
  readYaml(
    'exchange-rates.yaml',
    z.array(
      z.strictObject({ currency: CurrencyCode, inrPerUnit: z.number().positive(), asOf: z.iso.date() }),
    ),
  );

export const readBoosterPrograms = () =>
  readYaml(
    'booster-programs.yaml',
    z.array(
      z.strictObject({
        ...BoosterProgram.omit({ packages: true }).shape,
        packages: z.array(
          z.strictObject({
            ...BoosterPackage.omit({ id: true, priceMinor: true, currency: true }).shape,
            key: Slug,
            /** Price per site in integer minor units of the site's currency (paise, dong, halalas). */
            prices: z.partialRecord(z.enum(REGIONS), MinorUnits),
          }),
        ),
      }),
    ),
  );

export const readSiteBars = () =>
  readYaml(
    'home/site-bars.yaml',
    z.array(
      z.strictObject({
        kind: z.enum(BAR_KINDS),
        /** A region, or `all`. */
        region: z.enum([...REGIONS, 'all']),
        message: z.string().min(10).max(300),
        ctaText: z.string().max(60).optional(),
        href: z.string().max(300).optional(),
        /** Path prefixes the bar shows on; none: everywhere. */
        paths: z.array(z.string().startsWith('/')).optional(),
        startsAt: z.coerce.date().optional(),
        endsAt: z.coerce.date().optional(),
        sortOrder: z.number().int().optional(),
      }),
    ),
  );
