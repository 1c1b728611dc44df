import { describe, expect, it } from 'vitest';
import { FooterMenu, HeaderMenu } from '@meridian/domain/navigation/schemas';
import { footerMenuView, headerMenuView } from './menu-view.ts';

const header = HeaderMenu.parse([
  {
    id: 'countries',
    heading: 'Countries',
    iconName: 'icon2',
    child: [
      {
        id: 'countries.usa',
        heading: 'USA',
        headingLink: '/usa',
        details: 'Explore USA',
        child: [
          {
            id: 'countries.usa.streams',
            heading: 'Popular Streams',
            viewLink: '/usa/courses',
            viewLinkText: 'All courses in USA',
            child: [
              {
                id: 'countries.usa.streams.cs',
                href: '/usa/courses/computer-science',
                anchor_text_of_link: 'Computer Science',
              },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'more',
    heading: 'More',
    iconName: 'icon5',
    componentName: 'columns',
    child: [
      {
        id: 'more.links',
        heading: 'More',
        child: [
          {
            id: 'more.links.guides',
            heading: 'Guides',
            child: [
              {
                id: 'more.links.guides.articles',
                href: '/articles',
                anchor_text_of_link: 'Articles',
                reload: true,
              },
              {
                id: 'more.links.guides.gre',
                href: '/ebooks/gre-exam-guide-2',
                anchor_text_of_link: 'GRE guide',
                event: 'hamburger_clicked',
              },
            ],
          },
        ],
      },
    ],
  },
]);

describe('headerMenuView', () => {
  it('keeps every heading, link and view-all link the menu shows, in order', () => {
    expect(headerMenuView(header)).toEqual([
      {
        id: 'countries',
        heading: 'Countries',
        iconName: 'icon2',
        columns: false,
        panels: [
          {
            id: 'countries.usa',
            heading: 'USA',
            headingLink: '/usa',
            details: 'Explore USA',
            columns: [
              {
                heading: 'Popular Streams',
                links: [{ href: '/usa/courses/computer-science', text: 'Computer Science' }],
                viewLink: '/usa/courses',
                viewLinkText: 'All courses in USA',
              },
            ],
          },
        ],
      },
      {
        id: 'more',
        heading: 'More',
        iconName: 'icon5',
        columns: true,
        panels: [
          {
            id: 'more.links',
            heading: 'More',
            columns: [
              {
                heading: 'Guides',
                links: [
                  { href: '/articles', text: 'Articles', reload: true },
                  { href: '/ebooks/gre-exam-guide-2', text: 'GRE guide', event: 'hamburger_clicked' },
                ],
              },
            ],
          },
        ],
      },
    ]);
  });

  it('sends no key for what a link lacks, so the page carries no `undefined` per link', () => {
    const json = JSON.stringify(headerMenuView(header));
    expect(json).not.toContain('reload":false');
    expect(Object.keys(headerMenuView(header)[1]!.panels[0]!)).toEqual(['id', 'heading', 'columns']);
  });
});

describe('footerMenuView', () => {
  it('keeps each section and its links with the full-page-load flag and their own analytics event', () => {
    const footer = FooterMenu.parse([
      {
        id: 'company',
        heading: 'Company',
        child: [
          { id: 'company.about', href: '/about-us', anchor_text_of_link: 'About us' },
          { id: 'company.articles', href: '/articles', anchor_text_of_link: 'Articles', reload: true },
          {
            id: 'company.guide',
            href: '/ebooks/sop-guide-3',
            anchor_text_of_link: 'SOP guide',
            event: 'guide_clicked',
          },
        ],
      },
    ]);
    expect(footerMenuView(footer)).toEqual([
      {
        id: 'company',
        heading: 'Company',
        links: [
          { href: '/about-us', text: 'About us' },
          { href: '/articles', text: 'Articles', reload: true },
          { href: '/ebooks/sop-guide-3', text: 'SOP guide', event: 'guide_clicked' },
        ],
      },
    ]);
  });
});
