'use client';

import { useState } from 'react';
import { Banners } from './banners.client.tsx';
import { Events } from './events.client.tsx';
import { MenuEditor } from './menu-editor.client.tsx';
import { SiteBars } from './site-bars.client.tsx';
import { Webinars } from './webinars.client.tsx';
import styles from './back-office.module.css';

const PARTS = {
  events: { label: 'Fairs', Part: Events },
  webinars: { label: 'Webinars', Part: Webinars },
  banners: { label: 'Home banners', Part: Banners },
  bars: { label: 'Hello bar and bars', Part: SiteBars },
  menus: { label: 'Menus and footer', Part: MenuEditor },
} as const;
type Part = keyof typeof PARTS;

/** The site's furniture: fairs, webinars, banners, bars and menus, one part at a time. */
export function SiteFurniture() {
  const [part, setPart] = useState<Part>('events');
  const { Part } = PARTS[part];
  return (
    <div className={styles.section}>
      <nav aria-label="Site parts" className={styles.tabs}>
        {(Object.keys(PARTS) as Part[]).map((name) => (
          <button key={name} type="button" aria-pressed={part === name} onClick={() => setPart(name)}>
            {PARTS[name].label}
          </button>
        ))}
      </nav>
      <Part />
    </div>
  );
}
