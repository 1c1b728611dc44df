import type { z } from 'zod';
import type { FooterLink, MenuColumn, MenuLink } from '@meridian/domain/navigation/schemas';
import { isLive } from './live-routes.ts';

type MenuLinkInput = z.input<typeof MenuLink>;
type FooterLinkInput = z.input<typeof FooterLink>;

/** Slug of a label, for ids: "SOPs & LORs" → "sops-lors". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function link(
  id: string,
  href: string,
  text: string,
  options: { reload?: boolean; event?: string } = {},
): MenuLinkInput {
  return { id, href, anchor_text_of_link: text, enabled: isLive(href), ...options };
}

/** A column of links under `id`, each link's id derived from its text. */
export function column(
  id: string,
  heading: string,
  links: readonly (readonly [text: string, href: string])[],
  extra: Partial<Omit<z.input<typeof MenuColumn>, 'id' | 'heading' | 'child'>> = {},
): z.input<typeof MenuColumn> {
  const reload = (href: string) => href.startsWith('/articles/');
  const { viewLink, viewLinkText, ...rest } = extra;
  return {
    id,
    heading,
    ...rest,
    // A view-all link shows only while its page exists.
    ...(viewLink && isLive(viewLink) ? { viewLink, viewLinkText } : {}),
    child: links.map(([text, href]) => link(`${id}.${slugify(text)}`, href, text, { reload: reload(href) })),
  };
}

/** A panel's explore link, kept only while its page exists. */
export function headingLink(href: string): { headingLink?: string } {
  return isLive(href) ? { headingLink: href } : {};
}

export function footerLink(id: string, href: string, text: string): FooterLinkInput {
  return {
    id,
    href,
    anchor_text_of_link: text,
    enabled: isLive(href),
    reload: href.startsWith('/articles/'),
  };
}
