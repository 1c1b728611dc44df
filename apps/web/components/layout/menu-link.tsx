import Link from 'next/link';
import type { ReactNode } from 'react';
import { sitePath } from '@meridian/domain/routes/site-routes';

/**
 * A menu or footer link: client-side navigation inside the site, a full page load where the data
 * says so (articles, SPEC.md §2), and a new tab for external sites.
 */
export function MenuLink(props: {
  href: string;
  reload?: boolean;
  className?: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  const { href, reload, className, onClick, children } = props;
  if (href.startsWith('https://')) {
    return (
      <a href={href} className={className} onClick={onClick} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  if (reload) {
    return (
      <a href={sitePath(href)} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
