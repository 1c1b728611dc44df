import { ContentBody } from '@meridian/domain/content/blocks';
import {
  pageCategoryFromSlug,
  withBrand,
  type StaticPage,
  type StaticPageIndex,
} from '@meridian/domain/content/pages';
import {
  earliestMoveInMonth,
  PAST_MOVE_IN_MONTH,
  type AccommodationEnquiry,
  type AccommodationList,
  type ContactRequest,
  type EnquiryAccepted,
} from '@meridian/domain/content/enquiries';
import { LEAD_SUCCESS_MESSAGE } from '@meridian/domain/error-catalogue';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/app-error.ts';
import { createShortFormLead, type LeadDeps } from '../../lead/service.ts';
import {
  accommodationExists,
  findPublishedPage,
  insertAccommodationEnquiry,
  insertContactMessage,
  listAccommodation,
  listPublishedPages,
} from './repo.ts';

export interface Brand {
  name: string;
  slug: string;
}

const BRAND_TOKEN = '{product}';

/** Stored slugs say `{product}-office`; the public slug carries the configured brand. */
function storedSlugOf(publicSlug: string, brand: Brand): string {
  const prefix = `${brand.slug}-`;
  return publicSlug.startsWith(prefix) ? `${BRAND_TOKEN}-${publicSlug.slice(prefix.length)}` : publicSlug;
}

export async function getPageOrThrow(db: Db, publicSlug: string, brand: Brand): Promise<StaticPage> {
  const row = await findPublishedPage(db, storedSlugOf(publicSlug, brand));
  if (!row) throw new AppError('NOT_FOUND', `no page ${publicSlug}`);
  return {
    slug: publicSlug,
    title: withBrand(row.title, brand.name),
    description: withBrand(row.description, brand.name),
    category: pageCategoryFromSlug(publicSlug, brand.slug),
    body: ContentBody.parse(JSON.parse(withBrand(JSON.stringify(row.body), brand.name))),
    updatedOn: row.updatedOn,
  };
}

export async function listPages(db: Db, brand: Brand): Promise<StaticPageIndex> {
  const rows = await listPublishedPages(db);
  return {
    pages: rows.map((row) => {
      const slug = withBrand(row.slug, brand.slug);
      return {
        slug,
        title: withBrand(row.title, brand.name),
        category: pageCategoryFromSlug(slug, brand.slug),
      };
    }),
  };
}

/** The contact form makes a lead whose source names the topic, so the right team picks it up. */
export async function submitContactRequest(
  deps: LeadDeps,
  request: ContactRequest,
): Promise<EnquiryAccepted> {
  const { topic, message, ...payload } = request;
  await createShortFormLead(deps, {
    payload,
    source: `contact-us:${topic}`,
    onSaved: (tx, leadId) => insertContactMessage(tx, { leadId, topic, message }),
  });
  return { status: true, message: LEAD_SUCCESS_MESSAGE };
}

export async function getAccommodation(db: Db): Promise<AccommodationList> {
  const rows = await listAccommodation(db);
  const cities = new Map<string, AccommodationList['cities'][number]>();
  for (const row of rows) {
    let city = cities.get(row.citySlug);
    if (!city) {
      city = { slug: row.citySlug, name: row.cityName, countryName: row.countryName, listings: [] };
      cities.set(row.citySlug, city);
    }
    city.listings.push(row);
  }
  return { cities: [...cities.values()] };
}

/**
 * The person becomes a lead; which listing and month they asked about is kept beside it. A past
 * month or a listing we do not show is a bad request naming the field, checked before anything is
 * written.
 */
export async function submitAccommodationEnquiry(
  deps: LeadDeps,
  enquiry: AccommodationEnquiry,
): Promise<EnquiryAccepted> {
  const { listingId, moveInMonth, ...payload } = enquiry;
  // `YYYY-MM` strings order as the months do.
  if (moveInMonth < earliestMoveInMonth(deps.clock()))
    throw new AppError('BAD_REQUEST', PAST_MOVE_IN_MONTH, { field: 'body.moveInMonth' });
  if (!(await accommodationExists(deps.db, listingId)))
    throw new AppError('BAD_REQUEST', 'is not a listing we show', { field: 'body.listingId' });
  await createShortFormLead(deps, {
    payload,
    source: 'accommodation',
    onSaved: (tx, leadId) => insertAccommodationEnquiry(tx, { leadId, listingId, moveInMonth }),
  });
  return { status: true, message: LEAD_SUCCESS_MESSAGE };
}
