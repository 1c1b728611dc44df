'use client';

import type { ReactNode } from 'react';
import { trackCtaClick } from '@/lib/analytics/track-event.ts';
import { MenuLink } from './menu-link.tsx';

/**
 * A call to action (book counselling, a banner's button, a bar's offer) that records a
 * cta_clicked event with its label and the page it was on. `tel:` links stay plain anchors.
 */
export function CtaLink(props: { href: string; label: string; className?: string; children?: ReactNode }) {
  const { href, label, className, children = label } = props;
  const onClick = () => trackCtaClick(label);
  if (href.startsWith('tel:')) {
    return (
      <a href={href} className={className} onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <MenuLink href={href} className={className} onClick={onClick}>
      {children}
    </MenuLink>
  );
}
