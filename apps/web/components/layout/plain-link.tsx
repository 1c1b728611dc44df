import type { ReactNode } from 'react';
import { sitePath } from '@meridian/domain/routes/site-routes';
import type { LinkView } from '@/lib/navigation/menu-view.ts';

/**
 * A menu link as plain markup, for menus of hundreds of links where a next/link each would cost
 * the page's hydration a component, an effect and a prefetch observer per link. The menu's
 * `useLinkClicks` navigates within the site on its click (as next/link would) unless `reload` asks
 * for a full page load (SPEC.md §2); other sites open in a new tab unless `sameTab`. `label` is what analytics
 * records when it is not the link's text, `event` the event it sends when not the menu's own.
 */
export function PlainLink(props: {
  href: string;
  reload?: boolean;
  className?: string;
  label?: string;
  event?: string | undefined;
  sameTab?: boolean | undefined;
  children: ReactNode;
}) {
  const { href, reload, className, label, event, sameTab, children } = props;
  const external = href.startsWith('https://');
  const newTab = external && !sameTab;
  return (
    <a
      href={external ? href : sitePath(href)}
      className={className}
      data-label={label}
      data-event={event}
      data-reload={reload || undefined}
      {...(newTab && { target: '_blank', rel: 'noopener noreferrer' })}
      {...(external && sameTab && { rel: 'noopener' })}
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
          <PlainLink href={link.href} reload={link.reload} event={link.event} sameTab={link.sameTab}>
            {link.text}
          </PlainLink>
        </li>
      ))}
    </ul>
  );
}
