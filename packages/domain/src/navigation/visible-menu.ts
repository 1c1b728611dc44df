import { isHiddenIn } from '../region/region-config.ts';
import type { FooterMenu, HeaderMenu, MenuColumn, MenuLink, SimpleMenu } from './schemas.ts';

/**
 * What a visitor sees of a menu: links that are enabled (their page exists) and not hidden in the
 * region; columns, panels, groups and sections that are left with nothing are dropped too, so no
 * heading ever stands over an empty list and no link leads to a missing page.
 */
function visibleLinks<T extends Pick<MenuLink, 'id' | 'enabled'>>(
  links: readonly T[],
  hidden: readonly string[],
): T[] {
  return links.filter((link) => link.enabled && !isHiddenIn(hidden, link.id));
}

function visibleColumns(columns: readonly MenuColumn[], hidden: readonly string[]): MenuColumn[] {
  return columns
    .filter((column) => !isHiddenIn(hidden, column.id))
    .map((column) => ({ ...column, child: visibleLinks(column.child, hidden) }))
    .filter((column) => column.child.length > 0);
}

export function visibleHeaderMenu(menu: HeaderMenu, hidden: readonly string[]): HeaderMenu {
  return menu
    .filter((group) => !isHiddenIn(hidden, group.id))
    .map((group) => ({
      ...group,
      child: group.child
        .filter((panel) => panel.enabled && !isHiddenIn(hidden, panel.id))
        .map((panel) => ({ ...panel, child: visibleColumns(panel.child, hidden) }))
        .filter((panel) => panel.child.length > 0 || panel.headingLink !== undefined),
    }))
    .filter((group) => group.child.length > 0);
}

export function visibleSimpleMenu(menu: SimpleMenu, hidden: readonly string[]): SimpleMenu {
  return menu
    .filter((group) => !isHiddenIn(hidden, group.id))
    .map((group) => ({ ...group, child: visibleLinks(group.child, hidden) }))
    .filter((group) => group.child.length > 0);
}

export function visibleFooterMenu(menu: FooterMenu, hidden: readonly string[]): FooterMenu {
  return menu
    .filter((section) => !isHiddenIn(hidden, section.id))
    .map((section) => ({ ...section, child: visibleLinks(section.child, hidden) }))
    .filter((section) => section.child.length > 0);
}
