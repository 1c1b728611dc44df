import Link from 'next/link';
import Image from 'next/image';
import type { RegionConfig } from '@meridian/domain/region/region-config';
import { SiteMenu } from './site-menu.client.tsx';
import { HeaderCta } from './header-cta.client.tsx';
import { AccountButton } from './account-button.client.tsx';
import { SearchBox } from '@/components/search/search-box.client.tsx';
import type { SiteMenus } from '@/lib/navigation/site-menus.ts';
import { headerMenuView, type LinkView } from '@/lib/navigation/menu-view.ts';
import { withParentSiteLink } from '@/lib/navigation/parent-site-link.ts';
import type { ContactPhone } from '@meridian/domain/contact';
import styles from './site-header.module.css';

/**
 * The site header, one row at every width (issue 32): on a phone the logo, the search, the account
 * and the menu at the right edge, at most 64 px high; on a desktop the logo, the menu, the search,
 * the call to action and the account. The phone number is in the menu's drawer and the footer.
 */
export function SiteHeader(props: {
  brandName: string;
  region: RegionConfig;
  menus: Pick<SiteMenus, 'header' | 'simple'>;
  /** The simpler menu's last More link, to the parent site (PARENT_SITE_URL); none while unset. */
  parentSite: LinkView | undefined;
  phone: ContactPhone | undefined;
}) {
  const { brandName, region, menus, parentSite, phone } = props;
  const contact = phone && (
    <a className={styles.phone} href={`tel:${phone.dial}`}>
      <span className={styles.phoneLabel}>Free counselling</span> {phone.display}
    </a>
  );
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href="/" className={styles.logo} aria-label={`${brandName} study abroad home`}>
          <Image src={region.logo} alt="" width={36} height={36} priority unoptimized />
          <span className={styles.brandName}>{brandName}</span>
          {region.label !== 'India' && <span className={styles.regionTag}>{region.label}</span>}
        </Link>
        <SiteMenu
          header={headerMenuView(menus.header)}
          simple={withParentSiteLink(headerMenuView(menus.simple), parentSite)}
          drawerEnd={contact}
        />
        <div className={styles.search}>
          <SearchBox />
        </div>
        <HeaderCta className={styles.cta} />
        <AccountButton defaultCountry={region.phoneCountry} />
      </div>
    </header>
  );
}
