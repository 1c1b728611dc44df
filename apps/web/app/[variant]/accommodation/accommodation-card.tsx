import { formatMoney } from '@meridian/domain/money';
import type { AccommodationListing } from '@meridian/domain/content/enquiries';
import { AccommodationEnquiryForm, type EnquiryOptions } from './accommodation-enquiry.client.tsx';
import styles from './accommodation.module.css';

export function AccommodationCard(props: { listing: AccommodationListing; enquiry: EnquiryOptions }) {
  const { listing } = props;
  const headingId = `listing-${listing.id}`;
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId}>{listing.name}</h3>
      <p className={styles.rent}>
        {formatMoney(listing.weeklyRentMinor, listing.currency)} a week ·{' '}
        {listing.billsIncluded ? 'bills included' : 'bills extra'}
      </p>
      <p>
        {listing.roomType}, {listing.distanceKm} km from {listing.nearUniversity}
      </p>
      <ul className={styles.features}>
        {listing.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <AccommodationEnquiryForm listingId={listing.id} listingName={listing.name} {...props.enquiry} />
    </li>
  );
}
