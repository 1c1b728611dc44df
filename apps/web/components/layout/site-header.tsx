import Link from 'next/link';
import { DESTINATIONS, HEADER_COUNTRY_SLUGS } from '@meridian/domain/destinations';
import { INDIA_HELPLINE } from '@meridian/domain/contact';
import { BrandLogo } from './brand-logo.tsx';
import styles from './site-header.module.css';

const headerCountries = HEADER_COUNTRY_SLUGS.map((slug) => DESTINATIONS.find((d) => d.slug === slug)!);

export function SiteHeader({ brandName }: { brandName: string }) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href="/" className={styles.logo} aria-label={`${brandName} study abroad home`}>
          <BrandLogo />
          <span>{brandName}</span>
        </Link>
        <nav aria-label="Study destinations" className={styles.countries}>
          <ul>
            {headerCountries.map((country) => (
              <li key={country.slug}>
                <Link href={`/${country.slug}`}>{country.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <a className={styles.phone} href={`tel:${INDIA_HELPLINE.dial}`}>
          <span className={styles.phoneLabel}>Free counselling</span> {INDIA_HELPLINE.display}
        </a>
      </div>
    </header>
  );
}
