import type { LinkView, MenuGroupView } from './menu-view.ts';

/** The parent site's link of SPEC.md §2's simpler menu, from PARENT_SITE_URL and PARENT_SITE_NAME; none while unset. */
export function parentSiteLink(config: {
  PARENT_SITE_URL?: string;
  PARENT_SITE_NAME?: string;
}): LinkView | undefined {
  const url = config.PARENT_SITE_URL;
  if (!url) return undefined;
  return { href: url, text: `Visit ${config.PARENT_SITE_NAME ?? new URL(url).host}`, sameTab: true };
}

/** The simpler menu with `link` last in its More group (SPEC.md §2); unchanged without one. */
export function withParentSiteLink(menu: MenuGroupView[], link: LinkView | undefined): MenuGroupView[] {
  if (!link) return menu;
  return menu.map((group) => {
    if (group.id !== 'more') return group;
    const lastPanel = group.panels.at(-1);
    const lastColumn = lastPanel?.columns.at(-1);
    if (!lastPanel || !lastColumn) return group;
    const column = { ...lastColumn, links: [...lastColumn.links, link] };
    const panel = { ...lastPanel, columns: [...lastPanel.columns.slice(0, -1), column] };
    return { ...group, panels: [...group.panels.slice(0, -1), panel] };
  });
}
