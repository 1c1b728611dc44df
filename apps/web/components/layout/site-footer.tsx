import Link from 'next/link';
import { DESTINATIONS } from '@meridian/domain/destinations';
import { INDIA_HELPLINE } from '@meridian/domain/contact';
import styles from './site-footer.module.css';

const footerCountries = DESTINATIONS.filter((d) => d.iso3 !== 'other');

export function SiteFooter({ brandName }: { brandName: string }) {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section aria-labelledby="footer-destinations">
          <h2 id="footer-destinations">Study destinations</h2>
          <ul className={styles.links}>
            {footerCountries.map((country) => (
              <li key={country.slug}>
                <Link href={`/${country.slug}`}>Study in {country.name}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Talk to a counsellor</h2>
          <p>
            Toll-free (India): <a href={`tel:${INDIA_HELPLINE.dial}`}>{INDIA_HELPLINE.display}</a>
          </p>
          <p className={styles.hours}>Every day, 9:30 am to 8:00 pm IST</p>
        </section>
      </div>
      <p className={styles.legal}>
        © {new Date().getUTCFullYear()} {brandName}. Guidance for students planning to study abroad.
      </p>
    </footer>
  );
}
