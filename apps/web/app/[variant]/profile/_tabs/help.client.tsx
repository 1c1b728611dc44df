'use client';

import Link from 'next/link';
import { DEFAULT_DOCUMENT_MAX_BYTES } from '@meridian/domain/profile/documents';
import type { ContactPhone } from '@meridian/domain/contact';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { useLearner } from '../use-learner.ts';
import { CounsellorCard } from './counsellor-card.client.tsx';
import styles from '../profile.module.css';

/** Help: answers about the profile area, who to ask (the region's counselling line, when one is configured), and how to report a mistake. */
export function Help({ phone }: { phone: ContactPhone | undefined }) {
  const { id: userId } = useLearner();
  return (
    <div className={styles.grid}>
      <section className={styles.card}>
        <h3>Documents</h3>
        <p>
          Upload PNG, JPEG or PDF files of up to {DEFAULT_DOCUMENT_MAX_BYTES / 1024 / 1024} MB in{' '}
          <Link href={siteRoutes.profile('documents')}>Submit Documents</Link>. Your passport, marksheets,
          score reports and application documents belong to you; offer letters, fee receipts and visas to one
          application. A document can be replaced or deleted at any time.
        </p>
      </section>
      <section className={styles.card}>
        <h3>Ask your counsellor</h3>
        <CounsellorCard userId={userId} />
        {phone && (
          <p>
            Or call us on <a href={`tel:${phone.dial}`}>{phone.display}</a>.
          </p>
        )}
      </section>
      <section className={styles.card}>
        <h3>Something wrong on a page?</h3>
        <p>
          Use <strong>Report an error</strong> at the bottom of any page, this one included: tell us what is
          wrong and, if you like, attach a screenshot. Our content team checks every report.
        </p>
      </section>
    </div>
  );
}
