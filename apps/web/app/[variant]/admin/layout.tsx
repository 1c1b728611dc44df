import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import Link from 'next/link';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { brand } from '@/lib/brand/brand.ts';
import { roleNames, sectionsFor } from '@/lib/console/console-sections.ts';
import { signedInPermissions } from '@/lib/console/signed-in-permissions.ts';
import { ConsoleNav } from '@/components/console/console-nav.client.tsx';
import { ConsoleAccount } from '@/components/console/console-account.client.tsx';
import styles from '@/components/console/console.module.css';

// Staff pages: never indexed, rendered per request and never stored by a shared cache (the proxy
// marks `/admin` private, no-store, as a login-required page).
export function generateMetadata(): Metadata {
  const name = `${brand().name} console`;
  return {
    title: { template: `%s · ${name}`, default: name },
    robots: { index: false, follow: false },
  };
}
export const dynamic = 'force-dynamic';

/**
 * The staff console (every `/admin/…` page): its own frame instead of the site's header, footer,
 * bars and pop-ups (the proxy gives these pages the `console` layout), the sections the signed-in
 * person's permissions open, and who they are.
 */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const permissions = await signedInPermissions();
  return (
    <div className={styles.console}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className={styles.bar}>
        <p className={styles.title}>{brand().name} console</p>
        <Link href={siteRoutes.home()}>View the site</Link>
        <ConsoleAccount role={roleNames(permissions)} />
      </header>
      <ConsoleNav sections={sectionsFor(permissions)} />
      <main id="main" className={styles.main}>
        {children}
      </main>
    </div>
  );
}
