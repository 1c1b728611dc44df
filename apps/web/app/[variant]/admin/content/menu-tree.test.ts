import { describe, expect, it } from 'vitest';
import { changeNode, moveNode, newId, type MenuNode } from './menu-tree.ts';

const footer: MenuNode[] = [
  {
    id: 'company',
    heading: 'Company',
    child: [
      { id: 'company.about', href: '/about-us', anchor_text_of_link: 'About us' },
      { id: 'company.careers', href: '/careers', anchor_text_of_link: 'Careers' },
    ],
  },
  { id: 'exams', heading: 'Exams', child: [] },
];

describe('editing a menu tree', () => {
  it('renames and removes the node at a path, leaving the rest as it was', () => {
    const renamed = changeNode(footer, [0, 1], (node) => ({ ...node, anchor_text_of_link: 'Work with us' }));
    expect(renamed[0]!.child!.map((link) => link.anchor_text_of_link)).toEqual(['About us', 'Work with us']);
    expect(footer[0]!.child![1]!.anchor_text_of_link).toBe('Careers');
    expect(changeNode(footer, [0, 0], () => undefined)[0]!.child!.map((l) => l.id)).toEqual([
      'company.careers',
    ]);
  });

  it('moves a node among its siblings and never past the ends', () => {
    expect(moveNode(footer, [0, 1], -1)[0]!.child!.map((l) => l.id)).toEqual([
      'company.careers',
      'company.about',
    ]);
    expect(moveNode(footer, [1], 1).map((s) => s.id)).toEqual(['company', 'exams']);
    expect(moveNode(footer, [1], -1).map((s) => s.id)).toEqual(['exams', 'company']);
  });

  it('gives a new item an id of its own under its parent', () => {
    expect(newId(footer, 'company', 'Press & media')).toBe('company.press-media');
    expect(newId(footer, 'company', 'About')).toBe('company.about-2');
    expect(newId(footer, undefined, 'Exams')).toBe('exams-2');
  });
});
