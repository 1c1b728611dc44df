'use client';

import type { ReactNode } from 'react';
import { trackEvent } from '@/lib/analytics/track-event.ts';
import { MenuLink } from './menu-link.tsx';

/** A menu link that records its click under the given analytics category (SPEC.md §9). */
export function TrackedLink(props: {
  href: string;
  reload?: boolean;
  category: string;
  label: string;
  children: ReactNode;
}) {
  const { category, label, ...link } = props;
  return <MenuLink {...link} onClick={() => trackEvent({ name: 'link_clicked', category, label })} />;
}
