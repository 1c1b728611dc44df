import { describe, expect, it } from 'vitest';
import { HeaderMenu, SimpleMenu } from './schemas.ts';
import { menuVariantForPath, simpleMenuAsHeader } from './menu-variant.ts';

describe('menuVariantForPath', () => {
  it.each([
    '/ua-accelerator-programs',
    '/ua-accelerator-programs/degree/masters',
    '/usa/ua-accelerator-programs',
    '/uk/ua-accelerator-programs/masters/university-of-leeds',
  ])('gives the accelerator program page %s the simpler menu', (path) => {
    expect(menuVariantForPath(path)).toBe('simple');
  });

  it.each(['/', '/usa', '/usa/universities', '/articles/ua-accelerator-programs-explained', '/exam/ielts'])(
    'gives %s the full mega-menu',
    (path) => {
      expect(menuVariantForPath(path)).toBe('header');
    },
  );
});

describe('simpleMenuAsHeader', () => {
  const simple = SimpleMenu.parse([
    {
      id: 'exams',
      heading: 'Exams',
      child: [
        { id: 'exams.ielts', href: '/exam/ielts/overview', anchor_text_of_link: 'IELTS' },
        { id: 'exams.gre', href: '/exam/gre/overview', anchor_text_of_link: 'GRE' },
      ],
    },
    {
      id: 'countries',
      heading: 'Countries',
      child: [{ id: 'countries.usa', href: '/usa', anchor_text_of_link: 'USA' }],
    },
  ]);

  it('keeps every group, in order, with its links and a valid header shape', () => {
    const header = HeaderMenu.parse(simpleMenuAsHeader(simple));
    expect(header.map((g) => [g.heading, g.iconName, g.componentName])).toEqual([
      ['Exams', 'icon3', 'columns'],
      ['Countries', 'icon2', 'columns'],
    ]);
    expect(header[0]!.child.flatMap((p) => p.child.flatMap((c) => c.child.map((l) => l.href)))).toEqual([
      '/exam/ielts/overview',
      '/exam/gre/overview',
    ]);
  });
});
