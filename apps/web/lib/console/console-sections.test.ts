import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@meridian/domain/auth/permissions';
import { CONSOLE_SECTIONS, isInSection, roleNames, sectionsFor } from './console-sections.ts';

const COUNSELLOR = [PERMISSIONS.viewRecommendation, PERMISSIONS.lmsUser];
const labels = (permissions: readonly string[]) => sectionsFor(permissions).map((section) => section.label);

describe('the console’s navigation', () => {
  it('shows each person the sections their permissions open, and an admin every one', () => {
    expect(labels(COUNSELLOR)).toEqual(['Leads', 'Learners', 'Appointments', 'Counsellors']);
    expect(labels([PERMISSIONS.cmsEditor])).toEqual(['Content', 'Catalogue', 'Page rules']);
    expect(labels([PERMISSIONS.admin])).toEqual([
      'Leads',
      'Learners',
      'Appointments',
      'Counsellors',
      'Centres',
      'Orders',
      'Content',
      'Catalogue',
      'Page rules',
      'Programs',
      'Coupons',
      'Messages',
      'Staff',
      'Performance',
      'Settings',
    ]);
    expect(labels([PERMISSIONS.admin])).toEqual(CONSOLE_SECTIONS.map((section) => section.label));
    expect(labels([])).toEqual([]);
  });

  it('lists only sections whose page exists', () => {
    for (const section of CONSOLE_SECTIONS) {
      const page = new URL(`../../app/[variant]${section.href}/page.tsx`, import.meta.url);
      expect(existsSync(page), `${section.label}: ${section.href}`).toBe(true);
    }
  });

  it('marks the section of a page below its own', () => {
    const content = CONSOLE_SECTIONS.find((section) => section.label === 'Content')!;
    expect(isInSection('/admin/content/stale', content)).toBe(true);
    expect(isInSection('/admin/contents', content)).toBe(false);
  });

  it('names the roles a person holds', () => {
    expect(roleNames(COUNSELLOR)).toBe('Counsellor');
    expect(roleNames([PERMISSIONS.admin, PERMISSIONS.cmsEditor])).toBe('Administrator, Editor');
    expect(roleNames([])).toBe('');
  });
});
