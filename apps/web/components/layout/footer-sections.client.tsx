'use client';

import type { ReactNode } from 'react';
import { FOOTER_CATEGORY } from '@meridian/domain/analytics/schemas';
import { trackEvent } from '@/lib/analytics/track-event.ts';
import type { FooterSectionView } from '@/lib/navigation/menu-view.ts';
import { useLinkClicks } from '@/lib/navigation/use-link-clicks.ts';
import { PlainLinkList } from './plain-link.tsx';
import styles from './site-footer.module.css';

/**
 * The footer's link sections, rendered from the menu's data (see lib/navigation/menu-view.ts),
 * followed by `children`. Its two hundred links are plain markup (`PlainLink`): one click handler
 * records and follows them all.
 */
export function FooterSections({
  sections,
  children,
}: {
  sections: FooterSectionView[];
  children: ReactNode;
}) {
  // Only the menu's links are recorded (as their own event, else link_clicked), not the contact links in `children`.
  const onClick = useLinkClicks((link) => {
    if (link.closest('[data-section]')) {
      trackEvent({
        name: link.dataset.event ?? 'link_clicked',
        category: FOOTER_CATEGORY,
        label: link.textContent ?? '',
      });
    }
  });
  return (
    <div className={styles.inner} onClick={onClick}>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`footer-${section.id}`} data-section={section.id}>
          <h2 id={`footer-${section.id}`}>{section.heading}</h2>
          <PlainLinkList links={section.links} className={styles.links} />
        </section>
      ))}
      {children}
    </div>
  );
}
