import { z } from 'zod';
import type * as SchemaOrg from 'schema-dts';

/**
 * Rules for the schema.org structured data the site emits: one zod schema per `@type` holding the
 * properties search engines require of it (Google's structured-data guidelines) plus the optional
 * ones our pages set, so the page builders can be typed by them. Each inferred type must be
 * assignable to schema-dts's type of the same name and name no property that type lacks, checked
 * at compile time, so a rule can never describe a property schema.org does not have.
 */
type KeysOf<S> = S extends unknown ? keyof S : never;
type Conforms<T extends S & Record<Exclude<keyof T, KeysOf<S>>, never>, S> = T;

const text = z.string().trim().min(1);
const absoluteUrl = z.url({ protocol: /^https?$/ });
const isoDate = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:MM');
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const PersonRef = z.object({
  '@type': z.literal('Person'),
  name: text,
  url: absoluteUrl.optional(),
  jobTitle: text.optional(),
  description: text.optional(),
});
const OrganizationRef = z.object({
  '@type': z.literal('Organization'),
  name: text,
  url: absoluteUrl.optional(),
  logo: absoluteUrl.optional(),
});
const UniversityRef = z.object({
  '@type': z.literal('CollegeOrUniversity'),
  name: text,
  sameAs: absoluteUrl.optional(),
});
const PostalAddress = z.object({
  '@type': z.literal('PostalAddress'),
  streetAddress: text.optional(),
  addressLocality: text,
  addressRegion: text.optional(),
  postalCode: text.optional(),
  addressCountry: text,
});

/** List positions start at 1 and have no gaps, or search engines misorder the list. */
const consecutive = (items: readonly { position: number }[]) =>
  items.every((item, index) => item.position === index + 1);
const POSITIONS = { message: 'positions must run 1, 2, 3… in order', path: ['itemListElement'] };

export const ArticleLd = z
  .object({
    '@type': z.literal('Article'),
    headline: text,
    description: text.optional(),
    mainEntityOfPage: absoluteUrl.optional(),
    datePublished: isoDate,
    dateModified: isoDate.optional(),
    author: z.union([PersonRef, OrganizationRef]),
    publisher: OrganizationRef.optional(),
  })
  .refine((a) => !a.dateModified || a.dateModified >= a.datePublished, {
    message: 'dateModified is before datePublished',
    path: ['dateModified'],
  });
export type ArticleLd = Conforms<z.infer<typeof ArticleLd>, SchemaOrg.Article>;

export const FaqPageLd = z.object({
  '@type': z.literal('FAQPage'),
  mainEntity: z
    .array(
      z.object({
        '@type': z.literal('Question'),
        name: text,
        acceptedAnswer: z.object({ '@type': z.literal('Answer'), text }),
      }),
    )
    .min(1),
});
export type FaqPageLd = Conforms<z.infer<typeof FaqPageLd>, SchemaOrg.FAQPage>;

export const BreadcrumbListLd = z
  .object({
    '@type': z.literal('BreadcrumbList'),
    itemListElement: z
      .array(
        z.object({
          '@type': z.literal('ListItem'),
          position: z.number().int().positive(),
          name: text,
          item: absoluteUrl.optional(),
        }),
      )
      .min(1),
  })
  .refine((b) => consecutive(b.itemListElement), POSITIONS)
  .refine((b) => b.itemListElement.slice(0, -1).every((crumb) => crumb.item), {
    message: 'every crumb but the last needs an item URL',
    path: ['itemListElement'],
  });
export type BreadcrumbListLd = Conforms<z.infer<typeof BreadcrumbListLd>, SchemaOrg.BreadcrumbList>;

export const ItemListLd = z
  .object({
    '@type': z.literal('ItemList'),
    name: text.optional(),
    itemListElement: z
      .array(
        z.object({
          '@type': z.literal('ListItem'),
          position: z.number().int().positive(),
          url: absoluteUrl,
          name: text.optional(),
        }),
      )
      .min(1),
  })
  .refine((list) => consecutive(list.itemListElement), POSITIONS);
export type ItemListLd = Conforms<z.infer<typeof ItemListLd>, SchemaOrg.ItemList>;

const ReviewLd = z.object({
  '@type': z.literal('Review'),
  author: PersonRef,
  datePublished: isoDate,
  reviewBody: text,
  reviewRating: z.object({
    '@type': z.literal('Rating'),
    ratingValue: z.number().min(1),
    bestRating: z.number().positive(),
  }),
});

export const LocalBusinessLd = z.object({
  '@type': z.literal('LocalBusiness'),
  name: text,
  image: absoluteUrl.optional(),
  url: absoluteUrl.optional(),
  telephone: text.optional(),
  address: PostalAddress.extend({ streetAddress: text }),
  geo: z
    .object({
      '@type': z.literal('GeoCoordinates'),
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
    })
    .optional(),
  openingHoursSpecification: z
    .object({
      '@type': z.literal('OpeningHoursSpecification'),
      dayOfWeek: z.array(z.enum(DAYS)).min(1),
      opens: clockTime,
      closes: clockTime,
    })
    .optional(),
  aggregateRating: z
    .object({
      '@type': z.literal('AggregateRating'),
      ratingValue: z.number().min(1),
      reviewCount: z.number().int().positive(),
      bestRating: z.number().positive(),
    })
    .refine((r) => r.ratingValue <= r.bestRating, { message: 'ratingValue is above bestRating' })
    .optional(),
  review: z.array(ReviewLd).optional(),
});
export type LocalBusinessLd = Conforms<z.infer<typeof LocalBusinessLd>, SchemaOrg.LocalBusiness>;

export const OrganizationLd = z.object({
  '@type': z.literal('Organization'),
  name: text,
  url: absoluteUrl,
  logo: absoluteUrl.optional(),
  description: text.optional(),
  telephone: text.optional(),
  email: text.optional(),
});
export type OrganizationLd = Conforms<z.infer<typeof OrganizationLd>, SchemaOrg.Organization>;

export const WebSiteLd = z.object({
  '@type': z.literal('WebSite'),
  name: text,
  url: absoluteUrl,
  inLanguage: text.optional(),
  publisher: OrganizationRef.optional(),
});
export type WebSiteLd = Conforms<z.infer<typeof WebSiteLd>, SchemaOrg.WebSite>;

export const CollegeOrUniversityLd = z.object({
  '@type': z.literal('CollegeOrUniversity'),
  name: text,
  url: absoluteUrl,
  description: text.optional(),
  address: PostalAddress.optional(),
});
export type CollegeOrUniversityLd = Conforms<
  z.infer<typeof CollegeOrUniversityLd>,
  SchemaOrg.CollegeOrUniversity
>;

export const CourseLd = z.object({
  '@type': z.literal('Course'),
  name: text,
  description: text,
  url: absoluteUrl.optional(),
  educationalCredentialAwarded: text.optional(),
  provider: z.union([OrganizationRef, UniversityRef]),
  hasCourseInstance: z
    .object({
      '@type': z.literal('CourseInstance'),
      courseMode: text,
      courseWorkload: z.string().regex(/^P(\d+[YMWD])+$/, 'expected an ISO 8601 duration'),
    })
    .optional(),
  offers: z
    .object({
      '@type': z.literal('Offer'),
      category: text,
      price: z.number().nonnegative(),
      priceCurrency: z.string().regex(/^[A-Z]{3}$/, 'expected an ISO 4217 code'),
    })
    .optional(),
});
export type CourseLd = Conforms<z.infer<typeof CourseLd>, SchemaOrg.Course>;

export const ProfilePageLd = z.object({
  '@type': z.literal('ProfilePage'),
  mainEntity: z.union([PersonRef, OrganizationRef]),
});
export type ProfilePageLd = Conforms<z.infer<typeof ProfilePageLd>, SchemaOrg.ProfilePage>;

const RULES: Record<string, z.ZodType> = {
  Article: ArticleLd,
  FAQPage: FaqPageLd,
  BreadcrumbList: BreadcrumbListLd,
  ItemList: ItemListLd,
  LocalBusiness: LocalBusinessLd,
  Organization: OrganizationLd,
  WebSite: WebSiteLd,
  CollegeOrUniversity: CollegeOrUniversityLd,
  Course: CourseLd,
  ProfilePage: ProfilePageLd,
};

/** The `@type`s this module has rules for; a page emitting any other type fails validation. */
export const STRUCTURED_DATA_TYPES = Object.keys(RULES);

const CONTEXTS = new Set(['https://schema.org', 'https://schema.org/']);

function nodeProblems(node: unknown): string[] {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return ['a node is not an object'];
  const type = (node as { '@type'?: unknown })['@type'];
  const rule = typeof type === 'string' ? RULES[type] : undefined;
  if (!rule) return [`no rules for @type ${JSON.stringify(type)}`];
  const result = rule.safeParse(node);
  if (result.success) return [];
  return result.error.issues.map(
    (issue) =>
      `${type}${issue.path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('')}: ${issue.message}`,
  );
}

/**
 * What is wrong with the text of one `<script type="application/ld+json">` block: it must parse,
 * name the schema.org context, and every node (one object, or each entry of `@graph`) must pass
 * the rules of its `@type`. An empty list means the block is valid.
 */
export function structuredDataProblems(json: string): string[] {
  let block: unknown;
  try {
    block = JSON.parse(json);
  } catch (error) {
    return [`not valid JSON (${(error as Error).message})`];
  }
  if (typeof block !== 'object' || block === null || Array.isArray(block))
    return ['the block is not an object'];
  const context = (block as { '@context'?: unknown })['@context'];
  if (typeof context !== 'string' || !CONTEXTS.has(context)) {
    return [`@context is ${JSON.stringify(context)}, not "https://schema.org"`];
  }
  const graph = (block as { '@graph'?: unknown })['@graph'];
  if (graph === undefined) return nodeProblems(block);
  if (!Array.isArray(graph) || graph.length === 0) return ['@graph is not a non-empty list'];
  return graph.flatMap(nodeProblems);
}
