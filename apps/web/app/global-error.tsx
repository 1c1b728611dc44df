'use client';

import Link from 'next/link';
import Image from 'next/image';
import { REGION_CONFIG } from '@meridian/domain/region/region-config';
import { FailureScreen } from '@/components/layout/failure-screen.client.tsx';
import { pageFailureText } from '@/lib/api/api-error.ts';
import headerStyles from '@/components/layout/site-header.module.css';
import './globals.css';

/**
 * The root layout itself failed, so this page brings its own document: the site's styles, the
 * brand's mark linking home, and the same failure screen as any page.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en-IN">
      <body>
        <title>Something went wrong</title>
        <header className={headerStyles.header}>
          <div className={headerStyles.inner}>
            <Link href="/" className={headerStyles.logo}>
              <Image src={REGION_CONFIG.default.logo} alt="" width={36} height={36} unoptimized />
              <span>Study abroad</span>
            </Link>
          </div>
        </header>
        <main id="main">
          <FailureScreen text={pageFailureText(error)} retry={retry} />
        </main>
      </body>
    </html>
  );
}
