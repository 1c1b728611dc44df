import { describe, expect, it } from 'vitest';
import { HeaderMenu, FooterMenu } from './schemas.ts';
import { visibleFooterMenu, visibleHeaderMenu } from './visible-menu.ts';
import { REGION_CONFIG, isHiddenIn } from '../region/region-config.ts';
import { dialCodeOf } from '../lead/phone.ts';

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
        child: [
          {
            id: 'countries.usa.streams',
            heading: 'Popular Streams',
            child: [
              {
                id: 'countries.usa.streams.cs',
                href: '/usa/courses/computer-science',
                anchor_text_of_link: 'CS',
              },
              {
                id: 'countries.usa.streams.mba',
                href: '/usa/courses/mba',
                anchor_text_of_link: 'MBA',
                enabled: false,
              },
            ],
          },
          {
            id: 'countries.usa.reads',
            heading: 'Top Reads',
            child: [
              { id: 'countries.usa.reads.a', href: '/articles/a', anchor_text_of_link: 'A', enabled: false },
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'resources',
    heading: 'Resources',
    iconName: 'icon4',
    child: [
      {
        id: 'resources.consultants',
        heading: 'Consultants',
        child: [
          {
            id: 'resources.consultants.cities',
            heading: 'Cities',
            child: [
              {
                id: 'resources.consultants.cities.pune',
                href: '/consultant/pune',
                anchor_text_of_link: 'Pune',
              },
            ],
          },
        ],
      },
    ],
  },
]);

describe('visible menu', () => {
  it('drops disabled links and the columns they leave empty', () => {
    const usa = visibleHeaderMenu(header, [])[0]!.child[0]!;
    expect(usa.child.map((c) => c.id)).toEqual(['countries.usa.streams']);
    expect(usa.child[0]!.child.map((l) => l.anchor_text_of_link)).toEqual(['CS']);
  });

  it('hides a whole branch by the id of its root, and the group it empties', () => {
    const visible = visibleHeaderMenu(header, ['resources.consultants']);
    expect(visible.map((g) => g.id)).toEqual(['countries']);
  });

  it('hides footer sections and links listed for the region', () => {
    const footer = FooterMenu.parse([
      {
        id: 'ielts-topics',
        heading: 'IELTS',
        child: [{ id: 'ielts-topics.a', href: '/exam/ielts', anchor_text_of_link: 'IELTS' }],
      },
      {
        id: 'company',
        heading: 'Company',
        child: [
          { id: 'company.about', href: '/about-us', anchor_text_of_link: 'About' },
          {
            id: 'company.offline-centres',
            href: 'https://example.org/centres',
            anchor_text_of_link: 'Centres',
          },
        ],
      },
    ]);
    const vn = visibleFooterMenu(footer, REGION_CONFIG.vn.hiddenFooterIds);
    expect(vn.map((s) => s.id)).toEqual(['company']);
    expect(vn[0]!.child.map((l) => l.id)).toEqual(['company.about']);
    expect(visibleFooterMenu(footer, REGION_CONFIG.default.hiddenFooterIds)).toHaveLength(2);
  });
});

describe('region configuration', () => {
  it('turns off the hello bar, video popup and geolocation only in Vietnam and Saudi Arabia', () => {
    expect(REGION_CONFIG.default).toMatchObject({
      helloBar: true,
      videoPopup: true,
      geolocation: true,
    });
    expect(REGION_CONFIG.vn).toMatchObject({
      helloBar: false,
      videoPopup: false,
      geolocation: false,
    });
    expect(REGION_CONFIG.sa).toMatchObject({
      helloBar: false,
      videoPopup: false,
      geolocation: false,
    });
    expect(dialCodeOf(REGION_CONFIG.default.phoneCountry)).toBe('+91');
    expect(dialCodeOf(REGION_CONFIG.vn.phoneCountry)).toBe('+84');
    expect(dialCodeOf(REGION_CONFIG.sa.phoneCountry)).toBe('+966');
  });

  it('matches ids as dotted paths, not as string prefixes', () => {
    expect(isHiddenIn(['more.tools'], 'more.tools.loan')).toBe(true);
    expect(isHiddenIn(['more.tools'], 'more.toolsets')).toBe(false);
  });
});
