'use client';

import { usePathname } from 'next/navigation';
import { menuVariantForPath } from '@meridian/domain/navigation/menu-variant';
import type { MenuGroupView } from '@/lib/navigation/menu-view.ts';
import { MegaMenu } from './mega-menu.client.tsx';

/**
 * Shows the full or the simpler menu by the current path. The root layout is not re-rendered on
 * client-side navigation, so the choice has to follow the path here.
 */
export function SiteMenu({ header, simple }: { header: MenuGroupView[]; simple: MenuGroupView[] }) {
  return menuVariantForPath(usePathname()) === 'simple' ? (
    <MegaMenu key="simple" menu={simple} />
  ) : (
    <MegaMenu key="header" menu={header} />
  );
}
