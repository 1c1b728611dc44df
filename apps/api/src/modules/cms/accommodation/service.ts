import {
  earliestMoveInMonth,
  PAST_MOVE_IN_MONTH,
  type AccommodationEnquiry,
  type AccommodationList,
  type EnquiryAccepted,
} from '@meridian/domain/content/enquiries';
import { LEAD_SUCCESS_MESSAGE } from '@meridian/domain/error-catalogue';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import { createShortFormLead, type LeadDeps } from '#api/modules/lead/enquiry/service.ts';
import { accommodationExists, insertAccommodationEnquiry, listAccommodation } from './repo.ts';

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
