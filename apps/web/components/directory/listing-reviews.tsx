import type { DirectoryListing } from '@meridian/domain/content/directory';
import { formatDate } from '@meridian/domain/format-date';
import { SampleNote } from '@/components/ui/sample-note.tsx';
import styles from '@/components/content/content.module.css';

const stars = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);

/** A centre's rating and the student reviews it is the mean of; nothing at all while it has none. */
export function ListingReviews({ listing }: { listing: DirectoryListing }) {
  if (listing.ratingValue === null) return null;
  const headingId = `reviews-${listing.id}`;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.reviewsTitle}>
        Rated {listing.ratingValue.toFixed(1)} out of 5 from {listing.reviewCount}{' '}
        {listing.reviewCount === 1 ? 'review' : 'reviews'}
      </h3>
      {listing.reviews.some((review) => review.sample) && (
        <SampleNote>
          Sample reviews for demonstration: these reviewers and their words were invented for a demo of the
          site.
        </SampleNote>
      )}
      <ul className={styles.reviews}>
        {listing.reviews.map((review) => (
          <li key={`${review.authorName}-${review.reviewedOn}`}>
            <p className={styles.meta}>
              <span role="img" aria-label={`${review.rating} out of 5`}>
                {stars(review.rating)}
              </span>{' '}
              {review.authorName} · <time dateTime={review.reviewedOn}>{formatDate(review.reviewedOn)}</time>
            </p>
            <p>{review.body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
