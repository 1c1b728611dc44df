'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { menuVariantForPath } from '@meridian/domain/navigation/menu-variant';
import type { MenuGroupView } from '@/lib/navigation/menu-view.ts';
import { MegaMenu } from './mega-menu.client.tsx';

/**
 * Shows the full or the simpler menu by the current path. The root layout is not re-rendered on
 * client-side navigation, so the choice has to follow the path here.
 */
export function SiteMenu(props: { header: MenuGroupView[]; simple: MenuGroupView[]; drawerEnd?: ReactNode }) {
  return menuVariantForPath(usePathname()) === 'simple' ? (
    <MegaMenu key="simple" menu={props.simple} drawerEnd={props.drawerEnd} />
  ) : (
    <MegaMenu key="header" menu={props.header} drawerEnd={props.drawerEnd} />
  );
}
