import type { HeaderMenu, IconName, SimpleMenu } from './schemas.ts';

/** Which header a page shows: the full mega-menu or the second, simpler menu of SPEC.md §2. */
export type MenuVariant = 'header' | 'simple';

// The simpler menu is built around the accelerator programs (its first group), so their pages use it.
const SIMPLE_MENU_PATHS = /^\/(?:[a-z0-9-]+\/)?ua-accelerator-programs(?:\/|$)/;

/** `path` is the page path without the base path, e.g. `/usa/ua-accelerator-programs`. */
export function menuVariantForPath(path: string): MenuVariant {
  return SIMPLE_MENU_PATHS.test(path) ? 'simple' : 'header';
}

const GROUP_ICONS: Record<string, IconName> = {
  programs: 'icon1',
  countries: 'icon2',
  exams: 'icon3',
  more: 'icon5',
};

/**
 * The simpler menu in the mega-menu's shape (one panel of one column per group), so both menus share
 * one accessible navigation component instead of two.
 */
export function simpleMenuAsHeader(menu: SimpleMenu): HeaderMenu {
  return menu.map((group) => ({
    id: group.id,
    heading: group.heading,
    iconName: GROUP_ICONS[group.id] ?? 'icon6',
    componentName: 'columns',
    child: [
      {
        id: `${group.id}.links`,
        heading: group.heading,
        enabled: true,
        child: [{ id: `${group.id}.links.all`, heading: group.heading, colWidth: 1, child: group.child }],
      },
    ],
  }));
}
