import type { FooterMenu, HeaderMenu, MenuLink } from '@meridian/domain/navigation/schemas';

/**
 * The menus as the browser renders them: only what shows, links by href and text. Each page sends
 * this once, as one client component's props (the footer's links once more as markup); rendered as
 * server components, the same links travelled as markup and again as a far longer element tree
 * (ids, class names, a component per link), about 110 KB of every page's HTML.
 */
export interface LinkView {
  href: string;
  text: string;
  /** A full page load (articles, SPEC.md §2); absent for client-side navigation. */
  reload?: true;
  /** The analytics event its click sends (SPEC.md §9), when not the menu's own. */
  event?: string;
  /** Another site opened in place of this one (the parent site), not in a new tab. */
  sameTab?: true;
}

export interface ColumnView {
  heading: string;
  links: LinkView[];
  viewLink?: string;
  viewLinkText?: string;
}

export interface PanelView {
  id: string;
  heading: string;
  headingLink?: string;
  details?: string;
  columns: ColumnView[];
}

export interface MenuGroupView {
  id: string;
  heading: string;
  iconName: string;
  /** Panels side by side (E-books, More) rather than one at a time behind sub-menu buttons. */
  columns: boolean;
  panels: PanelView[];
}

export interface FooterSectionView {
  id: string;
  heading: string;
  links: LinkView[];
}

function linkView(link: Pick<MenuLink, 'href' | 'anchor_text_of_link' | 'reload' | 'event'>): LinkView {
  return {
    href: link.href,
    text: link.anchor_text_of_link,
    ...(link.reload && { reload: true }),
    ...(link.event && { event: link.event }),
  };
}

/** Absent optional fields stay absent: an `undefined` would still be sent, hundreds of times over. */
export function headerMenuView(menu: HeaderMenu): MenuGroupView[] {
  return menu.map((group) => ({
    id: group.id,
    heading: group.heading,
    iconName: group.iconName,
    columns: group.componentName === 'columns',
    panels: group.child.map((panel) => ({
      id: panel.id,
      heading: panel.heading,
      ...(panel.headingLink && { headingLink: panel.headingLink }),
      ...(panel.details && { details: panel.details }),
      columns: panel.child.map((column) => ({
        heading: column.heading,
        links: column.child.map(linkView),
        ...(column.viewLink && { viewLink: column.viewLink }),
        ...(column.viewLinkText && { viewLinkText: column.viewLinkText }),
      })),
    })),
  }));
}

export function footerMenuView(menu: FooterMenu): FooterSectionView[] {
  return menu.map((section) => ({
    id: section.id,
    heading: section.heading,
    links: section.child.map(linkView),
  }));
}

/** The site's own addresses the menus link to, once each (other sites' links start with https://). */
export function menuLinkPaths(menus: {
  header: HeaderMenu;
  simple: HeaderMenu;
  footer: FooterMenu;
}): string[] {
  const header = [menus.header, menus.simple].flatMap((menu) =>
    headerMenuView(menu).flatMap((group) =>
      group.panels.flatMap((panel) => [
        panel.headingLink,
        ...panel.columns.flatMap((column) => [...column.links.map((l) => l.href), column.viewLink]),
      ]),
    ),
  );
  const footer = footerMenuView(menus.footer).flatMap((section) => section.links.map((l) => l.href));
  const own = (href: string | undefined): href is string => href?.startsWith('/') ?? false;
  return [...new Set([...header, ...footer].filter(own))];
}
