import { describe, expect, it } from 'vitest';
import { PRIMARY_CATEGORIES } from '@meridian/domain/catalogue/categories';
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
