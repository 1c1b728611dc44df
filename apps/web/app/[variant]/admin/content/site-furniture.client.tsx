'use client';

import { Fragment } from 'react';
import { useAddressChoice } from '@/components/ui/use-address-query.ts';
import { bannerKind, eventKind, siteBarKind, webinarKind } from './furniture-kinds.ts';
import { MenuEditor } from './menu-editor.client.tsx';
import { RecordsTab } from './records-tab.client.tsx';
import styles from './back-office.module.css';
import { Button } from '@/components/ui/button.tsx';

const PARTS = {
  events: { label: 'Fairs', content: <RecordsTab kind={eventKind} /> },
  webinars: { label: 'Webinars', content: <RecordsTab kind={webinarKind} /> },
  banners: { label: 'Home banners', content: <RecordsTab kind={bannerKind} /> },
  bars: { label: 'Hello bar and bars', content: <RecordsTab kind={siteBarKind} /> },
  menus: { label: 'Menus and footer', content: <MenuEditor /> },
} as const;
type Part = keyof typeof PARTS;

/** The site's furniture: fairs, webinars, banners, bars and menus, one part at a time. */
export function SiteFurniture() {
  const [part, setPart] = useAddressChoice('part', Object.keys(PARTS) as Part[]);
  return (
    <div className={styles.section}>
      <nav aria-label="Site parts" className={styles.tabs}>
        {(Object.keys(PARTS) as Part[]).map((name) => (
          <Button key={name} aria-pressed={part === name} onClick={() => setPart(name)}>
            {PARTS[name].label}
          </Button>
        ))}
      </nav>
      {/* Keyed by part: each part starts at its list, not at another part's open editor. */}
      <Fragment key={part}>{PARTS[part].content}</Fragment>
    </div>
  );
}
