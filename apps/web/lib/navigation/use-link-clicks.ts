import type { MouseEvent } from 'react';
import { useRouter } from 'next/navigation';
import { BASE_PATH } from '@meridian/domain/base-path';

/**
 * The click handler of a menu of plain links (components/layout/plain-link.tsx), set once on the
 * menu's element: `onLink` sees every link followed, and a plain click on a link within the site
 * navigates in the page, as next/link would. Other sites, modified clicks and links marked
 * `data-reload` are left to the browser.
 */
export function useLinkClicks(onLink: (link: HTMLAnchorElement) => void) {
  const router = useRouter();
  return (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest('a');
    if (!link) return;
    onLink(link);
    const href = link.getAttribute('href') ?? '';
    const inSite = href === BASE_PATH || href.startsWith(`${BASE_PATH}/`);
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (!inSite || modified || link.target || link.dataset.reload !== undefined) return;
    event.preventDefault();
    router.push(href.slice(BASE_PATH.length) || '/');
  };
}
