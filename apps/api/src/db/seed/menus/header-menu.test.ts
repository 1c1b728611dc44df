import { describe, expect, it } from 'vitest';
import { PRIMARY_CATEGORIES } from '@meridian/domain/catalogue/categories';
import { HeaderMenu } from '@meridian/domain/navigation/schemas';
import { SPECIALIZATIONS } from '#api/db/seed/catalogue/programmes.ts';
import { footerMenu } from './footer-menu.ts';
import { headerMenu } from './header-menu.ts';

const SUBJECT_LINK = /"(\/[a-z]+\/(?:courses|masters|bachelors)\/([a-z0-9-]+))"/g;

function subjectLinks(tree: unknown): { href: string; subject: string }[] {
  return [...JSON.stringify(tree).matchAll(SUBJECT_LINK)].map((m) => ({ href: m[1]!, subject: m[2]! }));
}

describe('menu links to subject listings', () => {
  const catalogueSubjects = new Set<string>([
    ...PRIMARY_CATEGORIES.map((c) => c.slug),
    ...Object.values(SPECIALIZATIONS).flatMap((specs) => specs.map((s) => s.slug)),
  ]);

  it('name a category or specialization the catalogue has, so each can list courses', () => {
    const links = [
      ...subjectLinks(
        headerMenu(
          () => true,
          (slug) => `/ebooks/${slug}-1`,
        ),
      ),
      ...subjectLinks(footerMenu(() => true)),
    ];
    expect(links.length).toBeGreaterThan(100);
    const unknown = links.filter((l) => !catalogueSubjects.has(l.subject)).map((l) => l.href);
    expect(unknown).toEqual([]);
  });
});

describe('menu link events', () => {
  it('send hamburger_clicked from every e-book link of the header (SPEC.md §9), and no other link sets one', () => {
    const links = HeaderMenu.parse(
      headerMenu(
        () => true,
        (slug) => `/ebooks/${slug}-1`,
      ),
    ).flatMap((group) => group.child.flatMap((panel) => panel.child.flatMap((column) => column.child)));
    const ebookLinks = links.filter((l) => l.href.startsWith('/ebooks/'));
    expect(ebookLinks.length).toBeGreaterThan(20);
    expect(new Set(ebookLinks.map((l) => l.event))).toEqual(new Set(['hamburger_clicked']));
    expect(links.filter((l) => !l.href.startsWith('/ebooks/') && l.event !== undefined)).toEqual([]);
  });
});
