import Link from 'next/link';
import Image from 'next/image';
import type { RegionConfig } from '@meridian/domain/region/region-config';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { SiteMenu } from './site-menu.client.tsx';
import { CtaLink } from './cta-link.client.tsx';
import { AccountButton } from './account-button.client.tsx';
import { SearchBox } from '@/components/search/search-box.client.tsx';
import type { SiteMenus } from '@/lib/navigation/site-menus.ts';
import { headerMenuView } from '@/lib/navigation/menu-view.ts';
import type { ContactPhone } from '@meridian/domain/contact';
import styles from './site-header.module.css';

export function SiteHeader(props: {
  brandName: string;
  region: RegionConfig;
  menus: Pick<SiteMenus, 'header' | 'simple'>;
  phone: ContactPhone | undefined;
}) {
  const { brandName, region, menus, phone } = props;
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href="/" className={styles.logo} aria-label={`${brandName} study abroad home`}>
          <Image src={region.logo} alt="" width={36} height={36} priority unoptimized />
          <span>{brandName}</span>
          {region.label !== 'India' && <span className={styles.regionTag}>{region.label}</span>}
        </Link>
        <SiteMenu header={headerMenuView(menus.header)} simple={headerMenuView(menus.simple)} />
        <SearchBox />
        <CtaLink
          href={siteRoutes.scheduleAppointment()}
          className={styles.cta}
          label="Book free counselling"
        />
        <AccountButton defaultCountry={region.phoneCountry} />
        {phone && (
          <a className={styles.phone} href={`tel:${phone.dial}`}>
            <span className={styles.phoneLabel}>Free counselling</span> {phone.display}
          </a>
        )}
      </div>
    </header>
  );
}
