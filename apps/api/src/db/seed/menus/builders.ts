import type { z } from 'zod';
import { EBOOK_LINK_EVENT } from '@meridian/domain/analytics/schemas';
import type { CalculatorPage } from '@meridian/domain/calculators/calculator-pages';
import type { FooterLink, MenuColumn, MenuLink } from '@meridian/domain/navigation/schemas';
import type { IsLive } from './live-routes.ts';

type MenuLinkInput = z.input<typeof MenuLink>;
type FooterLinkInput = z.input<typeof FooterLink>;
/** A link's text and address; its id ends in `slug`, or in its text's slug when it has none. */
export type Pair = readonly [text: string, href: string, slug?: string];

/** Slug of a label, for ids: "SOPs & LORs" → "sops-lors". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A child link's id under its parent's. */
export const childId = (parentId: string, text: string, slug?: string) =>
  `${parentId}.${slug ?? slugify(text)}`;

/** A calculator's link, its id fixed by the calculator (regions hide calculators by that id). */
export const calculatorLink = (c: CalculatorPage): Pair => [c.name, c.path, c.id];

/** Article links force a full page load (SPEC.md §2). */
const reloads = (href: string) => href === '/articles' || href.startsWith('/articles/');

/** A menu link to one e-book carries the event SPEC.md §9 names for it; other links send the menu's own. */
const eventOf = (href: string) => (href.startsWith('/ebooks/') ? { event: EBOOK_LINK_EVENT } : {});

/** Builders that seed each link `enabled` only while its page exists. */
export function menuBuilders(isLive: IsLive) {
  const link = (id: string, href: string, text: string): MenuLinkInput => ({
    id,
    href,
    anchor_text_of_link: text,
    enabled: isLive(href),
    reload: reloads(href),
    ...eventOf(href),
  });
  return {
    link,
    /** A panel's explore link, kept only while its page exists. */
    headingLink: (href: string): { headingLink?: string } => (isLive(href) ? { headingLink: href } : {}),
    /** A column of links under `id`, each link's id derived from its text. */
    column: (
      id: string,
      heading: string,
      links: readonly Pair[],
      extra: Partial<Omit<z.input<typeof MenuColumn>, 'id' | 'heading' | 'child'>> = {},
    ): z.input<typeof MenuColumn> => {
      const { viewLink, viewLinkText, ...rest } = extra;
      return {
        id,
        heading,
        ...rest,
        ...(viewLink && isLive(viewLink) ? { viewLink, viewLinkText } : {}),
        child: links.map(([text, href, slug]) => link(childId(id, text, slug), href, text)),
      };
    },
    footerLink: (id: string, href: string, text: string): FooterLinkInput => ({
      id,
      href,
      anchor_text_of_link: text,
      enabled: isLive(href),
      reload: reloads(href),
    }),
  };
}
