import type { DirectoryListing } from '@meridian/domain/content/directory';
import { openingHoursText } from '@meridian/domain/lead/opening-hours';
import { parsePhoneNumber } from 'libphonenumber-js';
import { JsonLd, localBusinessLd } from '@/lib/seo/json-ld.tsx';
import styles from '@/components/content/content.module.css';
import { ListingReviews } from './listing-reviews.tsx';

/**
 * Listings with address, map, hours, rating and reviews, each with its LocalBusiness JSON-LD. Each
 * centre's name is the h2 under the page's h1, so headings never skip a level.
 */
export function DirectoryListings(props: {
  listings: readonly DirectoryListing[];
  pageUrl: string;
  image: string;
}) {
  return (
    <ul className={styles.cards}>
      {props.listings.map((listing) => (
        <li key={listing.id} className={styles.card}>
          <JsonLd data={localBusinessLd(listing, { url: props.pageUrl, image: props.image })} />
          <h2 className={`${styles.cardTitle} ${styles.listingTitle}`}>{listing.name}</h2>
          {listing.sample && (
            <p role="note" className={styles.meta}>
              Sample listing for demonstration: this centre, its address and its reviews are made up.
            </p>
          )}
          <address>
            {listing.streetAddress}, {listing.city.name} {listing.postalCode}, {listing.city.state}
          </address>
          <p>
            Hours: {openingHoursText(listing.openingHours)} · Phone{' '}
            <a href={`tel:${listing.phone}`}>{parsePhoneNumber(listing.phone).formatNational()}</a>
          </p>
          <p className={styles.meta}>{listing.services.join(' · ')}</p>
          {listing.mapUrl && (
            <p>
              <a href={listing.mapUrl} rel="noopener">
                Map of {listing.name}
              </a>
            </p>
          )}
          <ListingReviews listing={listing} />
        </li>
      ))}
    </ul>
  );
}
