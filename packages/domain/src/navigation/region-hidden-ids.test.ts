import { describe, expect, it } from 'vitest';
import { visibleFooterMenu } from './visible-menu.ts';
import { FooterMenu } from './schemas.ts';
import { regionHiddenIds } from './region-hidden-ids.ts';

const footer = FooterMenu.parse([
  {
    id: 'company',
    heading: 'Company',
    child: [
      { id: 'company.about', href: '/about-us', anchor_text_of_link: 'About us' },
      {
        id: 'company.offline-centres',
        href: '/offline-centres',
        anchor_text_of_link: 'Offline centres',
      },
      { id: 'company.careers', href: '/careers', anchor_text_of_link: 'Careers', hiddenIn: ['sa'] },
    ],
  },
  { id: 'hanoi', heading: 'From Hanoi', hiddenIn: ['default', 'sa'], child: [] },
]);

const shown = (region: 'default' | 'vn' | 'sa') =>
  visibleFooterMenu(footer, regionHiddenIds('footer', footer, region)).flatMap((section) =>
    section.child.map((link) => link.id),
  );

describe('what each region shows of a menu', () => {
  it('keeps the region rules and adds the items an editor hid in that region', () => {
    expect(shown('default')).toEqual(['company.about', 'company.offline-centres', 'company.careers']);
    expect(shown('vn')).toEqual(['company.about', 'company.careers']);
    expect(shown('sa')).toEqual(['company.about']);
  });

  it('hides a whole section with what is under it', () => {
    expect(regionHiddenIds('footer', footer, 'default')).toEqual(['hanoi']);
  });
});
