import type { ReactNode } from 'react';
import { sitePath } from '@meridian/domain/routes/site-routes';
import type { LinkView } from '@/lib/navigation/menu-view.ts';

/**
 * A menu link as plain markup, for menus of hundreds of links where a next/link each would cost
 * the page's hydration a component, an effect and a prefetch observer per link. The menu's
 * `useLinkClicks` navigates within the site on its click (as next/link would) unless `reload` asks
 * for a full page load (SPEC.md §2); other sites open in a new tab. `label` is what analytics
 * records when it is not the link's text.
 */
export function PlainLink(props: {
  href: string;
  reload?: boolean;
  className?: string;
  label?: string;
  children: ReactNode;
}) {
  const { href, reload, className, label, children } = props;
  const external = href.startsWith('https://');
  return (
    <a
      href={external ? href : sitePath(href)}
      className={className}
      data-label={label}
      data-reload={reload || undefined}
      {...(external && { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {children}
    </a>
  );
}

/** A menu's list of links, as plain markup. */
export function PlainLinkList({ links, className }: { links: LinkView[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <PlainLink href={link.href} reload={link.reload}>
            {link.text}
          </PlainLink>
        </li>
      ))}
    </ul>
  );
}
