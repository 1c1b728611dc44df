'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { isInSection, type ConsoleSection } from '@/lib/console/console-sections.ts';
import styles from './console.module.css';

/** The console's sections as a list of links, the current one marked for screen readers too. */
export function ConsoleNav({ sections }: { sections: readonly ConsoleSection[] }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Console" className={styles.nav}>
      <ul>
        {sections.map((section) => (
          <li key={section.href}>
            <Link href={section.href} aria-current={isInSection(pathname, section) ? 'page' : undefined}>
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
