import { BUSINESS_HOURS, type DirectoryListing } from '@meridian/domain/content/directory';
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
          <address>
            {listing.streetAddress}, {listing.locality}, {listing.city.name} {listing.postalCode},{' '}
            {listing.city.state}
          </address>
          <p>
            Open every day, {BUSINESS_HOURS.opens}–{BUSINESS_HOURS.closes} · Phone{' '}
            <a href={`tel:${listing.phone.replace(/\s/g, '')}`}>{listing.phone}</a>
          </p>
          <p className={styles.meta}>{listing.services.join(' · ')}</p>
          <p>
            <a
              href={`https://www.openstreetmap.org/?mlat=${listing.latitude}&mlon=${listing.longitude}#map=17/${listing.latitude}/${listing.longitude}`}
              rel="noopener"
            >
              Map ({listing.latitude.toFixed(4)}, {listing.longitude.toFixed(4)})
            </a>
          </p>
          <ListingReviews listing={listing} />
        </li>
      ))}
    </ul>
  );
}
