import type { FooterMenu } from '@meridian/domain/navigation/schemas';
import type { ContactPhone } from '@meridian/domain/contact';
import { footerMenuView } from '@/lib/navigation/menu-view.ts';
import { FooterSections } from './footer-sections.client.tsx';
import styles from './site-footer.module.css';

export function SiteFooter(props: {
  brandName: string;
  menu: FooterMenu;
  phones: ContactPhone[];
  supportEmail: string;
  /** When counsellors answer, in the site's time zone (`callingHoursText`). */
  callingHours: string;
}) {
  const { brandName, menu, phones, supportEmail, callingHours } = props;
  return (
    <footer className={styles.footer}>
      <FooterSections sections={footerMenuView(menu)}>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Talk to a counsellor</h2>
          <ul className={styles.links}>
            {phones.map((phone) => (
              <li key={phone.dial}>
                {phone.label}: <a href={`tel:${phone.dial}`}>{phone.display}</a>
              </li>
            ))}
            <li>
              Email: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
            </li>
          </ul>
          <p className={styles.hours}>Every day, {callingHours}</p>
        </section>
      </FooterSections>
      <p className={styles.legal}>
        © {new Date().getUTCFullYear()} {brandName}. Guidance for students planning to study abroad.
      </p>
    </footer>
  );
}
