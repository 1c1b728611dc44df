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

/** A schema.org node: its `@type` and its properties. */
const node = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ '@type': z.literal(type), ...shape });
/** What every thing a page publishes about itself carries: its name and its address. */
const NamedAtUrl = { name: text, url: absoluteUrl };

const PersonRef = node('Person', {
  name: text,
  url: absoluteUrl.optional(),
  jobTitle: text.optional(),
  description: text.optional(),
});
const OrganizationRef = node('Organization', {
  name: text,
  url: absoluteUrl.optional(),
  logo: absoluteUrl.optional(),
});
const UniversityRef = node('CollegeOrUniversity', {
  name: text,
  sameAs: absoluteUrl.optional(),
});
const PostalAddress = node('PostalAddress', {
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

export const ArticleLd = node('Article', {
  headline: text,
  description: text.optional(),
  mainEntityOfPage: absoluteUrl.optional(),
  datePublished: isoDate,
  dateModified: isoDate.optional(),
  author: z.union([PersonRef, OrganizationRef]),
  publisher: OrganizationRef.optional(),
}).refine((a) => !a.dateModified || a.dateModified >= a.datePublished, {
  message: 'dateModified is before datePublished',
  path: ['dateModified'],
});
export type ArticleLd = Conforms<z.infer<typeof ArticleLd>, SchemaOrg.Article>;

export const FaqPageLd = node('FAQPage', {
  mainEntity: z
    .array(
      node('Question', {
        name: text,
        acceptedAnswer: node('Answer', { text }),
      }),
    )
    .min(1),
});
export type FaqPageLd = Conforms<z.infer<typeof FaqPageLd>, SchemaOrg.FAQPage>;

export const BreadcrumbListLd = node('BreadcrumbList', {
  itemListElement: z
    .array(
      node('ListItem', {
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

export const ItemListLd = node('ItemList', {
  name: text.optional(),
  itemListElement: z
    .array(
      node('ListItem', {
        position: z.number().int().positive(),
        url: absoluteUrl,
        name: text.optional(),
      }),
    )
    .min(1),
}).refine((list) => consecutive(list.itemListElement), POSITIONS);
export type ItemListLd = Conforms<z.infer<typeof ItemListLd>, SchemaOrg.ItemList>;

const ReviewLd = node('Review', {
  author: PersonRef,
  datePublished: isoDate,
  reviewBody: text,
  reviewRating: node('Rating', {
    ratingValue: z.number().min(1),
    bestRating: z.number().positive(),
  }),
});

/**
 * A published rating must be backed by the reviews it is the mean of (Google's review-snippet
 * rules; SPEC.md §3): as many as it counts, and their mean to one decimal place.
 */
function ratingIsItsReviews(business: {
  aggregateRating?: { ratingValue: number; reviewCount: number } | undefined;
  review?: readonly { reviewRating: { ratingValue: number } }[] | undefined;
}): boolean {
  const reviews = business.review ?? [];
  if (!business.aggregateRating || reviews.length !== business.aggregateRating.reviewCount) return false;
  const mean = reviews.reduce((sum, review) => sum + review.reviewRating.ratingValue, 0) / reviews.length;
  return Math.round(mean * 10) / 10 === business.aggregateRating.ratingValue;
}

export const LocalBusinessLd = node('LocalBusiness', {
  name: text,
  image: absoluteUrl.optional(),
  url: absoluteUrl.optional(),
  telephone: text.optional(),
  address: PostalAddress.extend({ streetAddress: text }),
  geo: node('GeoCoordinates', {
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }).optional(),
  openingHoursSpecification: node('OpeningHoursSpecification', {
    dayOfWeek: z.array(z.enum(DAYS)).min(1),
    opens: clockTime,
    closes: clockTime,
  }).optional(),
  aggregateRating: node('AggregateRating', {
    ratingValue: z.number().min(1),
    reviewCount: z.number().int().positive(),
    bestRating: z.number().positive(),
  })
    .refine((r) => r.ratingValue <= r.bestRating, { message: 'ratingValue is above bestRating' })
    .optional(),
  review: z.array(ReviewLd).optional(),
}).refine((business) => !business.aggregateRating || ratingIsItsReviews(business), {
  message:
    'a rating needs the reviews it is the mean of: each with its author and date, as many as reviewCount',
  path: ['aggregateRating'],
});
export type LocalBusinessLd = Conforms<z.infer<typeof LocalBusinessLd>, SchemaOrg.LocalBusiness>;

export const OrganizationLd = node('Organization', {
  ...NamedAtUrl,
  logo: absoluteUrl.optional(),
  description: text.optional(),
  telephone: text.optional(),
  email: text.optional(),
});
export type OrganizationLd = Conforms<z.infer<typeof OrganizationLd>, SchemaOrg.Organization>;

export const WebSiteLd = node('WebSite', {
  ...NamedAtUrl,
  inLanguage: text.optional(),
  publisher: OrganizationRef.optional(),
});
export type WebSiteLd = Conforms<z.infer<typeof WebSiteLd>, SchemaOrg.WebSite>;

export const CollegeOrUniversityLd = node('CollegeOrUniversity', {
  ...NamedAtUrl,
  description: text.optional(),
  address: PostalAddress.optional(),
});
export type CollegeOrUniversityLd = Conforms<
  z.infer<typeof CollegeOrUniversityLd>,
  SchemaOrg.CollegeOrUniversity
>;

export const CourseLd = node('Course', {
  name: text,
  description: text,
  url: absoluteUrl.optional(),
  educationalCredentialAwarded: text.optional(),
  provider: z.union([OrganizationRef, UniversityRef]),
  hasCourseInstance: node('CourseInstance', {
    courseMode: text,
    courseWorkload: z.string().regex(/^P(\d+[YMWD])+$/, 'expected an ISO 8601 duration'),
  }).optional(),
  offers: node('Offer', {
    category: text,
    price: z.number().nonnegative(),
    priceCurrency: z.string().regex(/^[A-Z]{3}$/, 'expected an ISO 4217 code'),
  }).optional(),
});
export type CourseLd = Conforms<z.infer<typeof CourseLd>, SchemaOrg.Course>;

export const ProfilePageLd = node('ProfilePage', {
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
