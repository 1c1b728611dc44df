'use client';

import type { ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import { menuVariantForPath } from '@meridian/domain/navigation/menu-variant';

/**
 * Shows the full or the simpler menu (both rendered on the server) by the current path. The root
 * layout is not re-rendered on client-side navigation, so the choice has to follow the path here.
 */
export function SiteMenu({ header, simple }: { header: ReactNode; simple: ReactNode }) {
  return menuVariantForPath(usePathname()) === 'simple' ? simple : header;
}
