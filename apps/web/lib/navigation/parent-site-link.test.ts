import { describe, expect, it } from 'vitest';
import { simpleMenuAsHeader } from '@meridian/domain/navigation/menu-variant';
import { SimpleMenu } from '@meridian/domain/navigation/schemas';
import { parseWebConfig } from '@/lib/web-config.ts';
import { headerMenuView } from './menu-view.ts';
import { parentSiteLink, withParentSiteLink } from './parent-site-link.ts';

const simple = headerMenuView(
  simpleMenuAsHeader(
    SimpleMenu.parse([
      {
        id: 'countries',
        heading: 'Countries',
        child: [{ id: 'countries.usa', href: '/usa', anchor_text_of_link: 'USA' }],
      },
      {
        id: 'more',
        heading: 'More',
        child: [
          { id: 'more.webinars', href: '/webinars', anchor_text_of_link: 'Webinars' },
          { id: 'more.ebooks', href: '/ebooks', anchor_text_of_link: 'E-books' },
        ],
      },
    ]),
  ),
);

const moreLinks = (menu: typeof simple) =>
  menu
    .find((g) => g.id === 'more')!
    .panels.flatMap((p) => p.columns.flatMap((c) => c.links.map((l) => l.text)));

describe('the parent-site link of the simpler menu', () => {
  it('is absent by default', () => {
    const link = parentSiteLink(parseWebConfig({}));
    expect(link).toBeUndefined();
    expect(withParentSiteLink(simple, link)).toEqual(simple);
  });

  it('ends the More group, named by PARENT_SITE_NAME or else the host', () => {
    const named = parentSiteLink(
      parseWebConfig({ PARENT_SITE_URL: 'https://group.example.org/', PARENT_SITE_NAME: 'Example Group' }),
    );
    expect(moreLinks(withParentSiteLink(simple, named))).toEqual([
      'Webinars',
      'E-books',
      'Visit Example Group',
    ]);
    const unnamed = parentSiteLink(parseWebConfig({ PARENT_SITE_URL: 'https://group.example.org/' }));
    expect(unnamed?.text).toBe('Visit group.example.org');
    expect(withParentSiteLink(simple, unnamed)[0]).toEqual(simple[0]);
  });
});
