'use client';

import { FOOTER_CATEGORY } from '@meridian/domain/analytics/schemas';
import type { FooterSectionView } from '@/lib/navigation/menu-view.ts';
import { TrackedLink } from './tracked-link.client.tsx';
import styles from './site-footer.module.css';

/** The footer's link sections, rendered from the menu's data (see lib/navigation/menu-view.ts). */
export function FooterSections({ sections }: { sections: FooterSectionView[] }) {
  return sections.map((section) => (
    <section key={section.id} aria-labelledby={`footer-${section.id}`} data-section={section.id}>
      <h2 id={`footer-${section.id}`}>{section.heading}</h2>
      <ul className={styles.links}>
        {section.links.map((link) => (
          <li key={link.href}>
            <TrackedLink href={link.href} reload={link.reload} category={FOOTER_CATEGORY} label={link.text}>
              {link.text}
            </TrackedLink>
          </li>
        ))}
      </ul>
    </section>
  ));
}
