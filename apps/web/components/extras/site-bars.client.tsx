'use client';

import { useQuery } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import type { SiteBar } from '@meridian/domain/extras/schemas';
import { keepsCustomBar } from '@meridian/domain/extras/extras-delay';
import type { Interruption } from '@meridian/domain/extras/interruption-policy';
import type { Region } from '@meridian/domain/region/regions';
import { sitePath } from '@meridian/domain/routes/site-routes';
import { CtaLink } from '@/components/layout/cta-link.client.tsx';
import { MenuLink } from '@/components/layout/menu-link.tsx';
import { IconButton } from '@/components/ui/icon-button.tsx';
import { useExtrasReady } from './use-extras-ready.ts';
import { useDismissed } from './dismissed.ts';
import { useInterruption } from './interruptions.client.ts';
import styles from './extras.module.css';

function BarLink({ bar }: { bar: SiteBar }) {
  if (!bar.href || !bar.ctaText) return null;
  return <CtaLink href={bar.href} label={bar.ctaText} />;
}

/** A bar the visitor can close, shown when the interruption policy gives it its turn. */
function ClosableBar({
  bar,
  kind,
  className,
  label,
}: {
  bar: SiteBar | null | undefined;
  kind: Interruption;
  className: string | undefined;
  label: string;
}) {
  const [dismissed, dismiss] = useDismissed(`bar-${bar?.id}`);
  const shown = useInterruption(kind, Boolean(bar) && !dismissed);
  if (!bar || !shown) return null;
  return (
    <aside className={className} aria-label={label}>
      <p>
        {bar.message} <BarLink bar={bar} />
      </p>
      <IconButton label={`Close ${label.toLowerCase()}`} className={styles.barClose} onClick={dismiss}>
        ×
      </IconButton>
    </aside>
  );
}

/**
 * The bars of the current page. They load after the page's extras delay; on article and
 * exam-detail navigations the bars of the previous page stay as they are instead of reloading.
 * Both bar components share one query, so the page makes one call. The call, with the schema
 * its answer is checked against, is fetched with it, not with the page.
 */
function useSiteExtras(region: Region) {
  const pathname = usePathname();
  const ready = useExtrasReady(pathname);
  const [barsPath, setBarsPath] = useState(pathname);
  if (barsPath !== pathname && !keepsCustomBar(pathname)) setBarsPath(pathname);
  const path = sitePath(barsPath);
  return useQuery({
    queryKey: ['site-extras', region, path],
    queryFn: async () => {
      const [{ browserClient }, { SiteExtras }] = await Promise.all([
        import('@/lib/api/browser-client.ts'),
        import('@meridian/domain/extras/schemas'),
      ]);
      return browserClient.request('cms', '/site-extras', { query: { region, path }, schema: SiteExtras });
    },
    enabled: ready,
    placeholderData: (previous) => previous,
  }).data;
}

/** The hello bar, just under the header, in the page's flow (never laid over it). */
export function HelloBar({ region }: { region: Region }) {
  const data = useSiteExtras(region);
  return (
    <ClosableBar bar={data?.helloBar} kind="helloBar" className={styles.helloBar} label="Announcement" />
  );
}

/** The ticker (only on its configured paths) and the custom bar, at the bottom of the page. */
export function BottomBars({ region }: { region: Region }) {
  const data = useSiteExtras(region);
  if (!data) return null;
  return (
    <>
      {data.ticker.length > 0 && (
        <aside className={styles.ticker} aria-label="Latest updates">
          <ul>
            {data.ticker.map((item) => (
              <li key={item.id}>
                {item.href ? <MenuLink href={item.href}>{item.message}</MenuLink> : item.message}
              </li>
            ))}
          </ul>
        </aside>
      )}
      <ClosableBar
        bar={data.customBar}
        kind="bottomBar"
        className={styles.customBar}
        label="Counselling offer"
      />
    </>
  );
}
