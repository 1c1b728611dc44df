import { ratingOf, type DirectoryListing } from '@meridian/domain/content/directory';
import type { Faq } from '@meridian/domain/faq';
import { siteUrl } from '@meridian/domain/routes/site-routes';
import type {
  ArticleLd,
  BreadcrumbListLd,
  CollegeOrUniversityLd,
  CourseLd,
  FaqPageLd,
  LocalBusinessLd,
  OrganizationLd,
  ProfilePageLd,
  WebSiteLd,
} from '@meridian/domain/seo/structured-data';

/** A node whose type has rules in `structured-data.ts`, so every block the site emits is checked by them. */
type StructuredData =
  | ArticleLd
  | BreadcrumbListLd
  | CollegeOrUniversityLd
  | CourseLd
  | FaqPageLd
  | LocalBusinessLd
  | OrganizationLd
  | ProfilePageLd
  | WebSiteLd;

/** Renders schema.org structured data; `<` is escaped so content can never close the script tag. */
export function JsonLd({ data }: { data: StructuredData }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{
        __html: JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c'),
      }}
    />
  );
}

export function faqPageLd(faqs: readonly Faq[]): FaqPageLd {
  return {
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

/** `items` name routes (`/usa`), the same list the visible breadcrumbs show. */
export function breadcrumbLd(
  items: readonly { name: string; path: string }[],
  origin: string,
): BreadcrumbListLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: siteUrl(origin, item.path),
    })),
  };
}

/** schema.org Article: headline, dates (ISO), author and publisher are the properties search engines need. */
export function articleLd(article: {
  headline: string;
  description: string;
  url: string;
  datePublished: string;
  dateModified: string;
  author: { name: string; url: string };
  publisher: { name: string; url: string; logo: string };
}): ArticleLd {
  return {
    '@type': 'Article',
    headline: article.headline,
    description: article.description,
    mainEntityOfPage: article.url,
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    author: { '@type': 'Person', name: article.author.name, url: article.author.url },
    publisher: { '@type': 'Organization', ...article.publisher },
  };
}

export function collegeOrUniversityLd(university: {
  name: string;
  city: string;
  countryName: string;
  url: string;
  description: string;
}): CollegeOrUniversityLd {
  return {
    '@type': 'CollegeOrUniversity',
    name: university.name,
    url: university.url,
    description: university.description,
    address: {
      '@type': 'PostalAddress',
      addressLocality: university.city,
      addressCountry: university.countryName,
    },
  };
}

export function courseLd(course: {
  name: string;
  description: string;
  url: string;
  providerName: string;
  providerUrl: string;
  educationalCredentialAwarded: string;
  durationMonths: number;
  fee: { amount: number; currency: string } | null;
}): CourseLd {
  return {
    '@type': 'Course',
    name: course.name,
    description: course.description,
    url: course.url,
    educationalCredentialAwarded: course.educationalCredentialAwarded,
    provider: { '@type': 'CollegeOrUniversity', name: course.providerName, sameAs: course.providerUrl },
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'onsite',
      courseWorkload: `P${course.durationMonths}M`,
    },
    ...(course.fee
      ? {
          offers: {
            '@type': 'Offer',
            category: 'Tuition',
            price: course.fee.amount,
            priceCurrency: course.fee.currency,
          },
        }
      : {}),
  };
}

const EVERY_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/**
 * schema.org LocalBusiness of a consultant or coaching centre (SPEC.md §3): name, image, address
 * parts, coordinates when known, the opening hours its admin entered (SPEC.md §9), and a rating
 * only from reviews real people wrote: sample reviews are never published as structured data (a
 * rating search engines show must be true).
 */
export function localBusinessLd(
  listing: DirectoryListing,
  options: { url: string; image: string },
): LocalBusinessLd {
  const real = listing.reviews.filter((review) => !review.sample);
  const { ratingValue, reviewCount } = ratingOf(real);
  return {
    '@type': 'LocalBusiness',
    name: listing.name,
    image: options.image,
    url: options.url,
    telephone: listing.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: listing.streetAddress,
      addressLocality: listing.city.name,
      addressRegion: listing.city.state,
      postalCode: listing.postalCode,
      addressCountry: 'IN',
    },
    ...(listing.latitude !== null && listing.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: listing.latitude, longitude: listing.longitude } }
      : {}),
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: listing.openingHours.weekdays.map((day) => EVERY_DAY[day - 1]!),
      opens: listing.openingHours.opens,
      closes: listing.openingHours.closes,
    },
    ...(ratingValue === null
      ? {}
      : {
          aggregateRating: { '@type': 'AggregateRating', ratingValue, reviewCount, bestRating: 5 },
          review: real.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.authorName },
            datePublished: review.reviewedOn,
            reviewBody: review.body,
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5 },
          })),
        }),
  };
}

/** The publisher behind the site, on the home page: its name, address on the web and logo. */
/** The brand as an organisation; each region has its own logo and counselling number. */
export function organizationLd(site: {
  name: string;
  url: string;
  logo: string;
  telephone: string | undefined;
}): OrganizationLd {
  return { '@type': 'Organization', ...site };
}

export function webSiteLd(site: { name: string; url: string }): WebSiteLd {
  return {
    '@type': 'WebSite',
    name: site.name,
    url: site.url,
    inLanguage: 'en-IN',
    publisher: { '@type': 'Organization', name: site.name, url: site.url },
  };
}

/** An author's page: the person, what they do and where their articles are. */
export function profilePageLd(person: {
  name: string;
  jobTitle: string;
  description: string;
  url: string;
}): ProfilePageLd {
  return { '@type': 'ProfilePage', mainEntity: { '@type': 'Person', ...person } };
}
