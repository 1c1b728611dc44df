'use client';

import { usePathname } from 'next/navigation';
import { menuVariantForPath } from '@meridian/domain/navigation/menu-variant';
import type { HeaderMenu } from '@meridian/domain/navigation/schemas';
import { MegaMenu } from './mega-menu.client.tsx';

/**
 * Picks the full or the simpler menu from the current path. The root layout is not re-rendered on
 * client-side navigation, so the choice has to follow the path here rather than on the server.
 */
export function SiteMenu({ header, simple }: { header: HeaderMenu; simple: HeaderMenu }) {
  const variant = menuVariantForPath(usePathname());
  return <MegaMenu key={variant} menu={variant === 'simple' ? simple : header} />;
}
