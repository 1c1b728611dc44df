import { describe, expect, it } from 'vitest';
import { findProfileTab, profileTabsFor } from './tabs.ts';

const brand = { name: 'Meridian', slug: 'meridian' };
const labels = (paid: boolean) => profileTabsFor(paid, brand).map((tab) => tab.label);

describe('profile tabs', () => {
  it('shows a paid learner the dashboard, documents, progress, guide, buddy and courses', () => {
    expect(labels(true)).toEqual([
      'Dashboard',
      'Submit Documents',
      'Flying Progress',
      'Learning Progress',
      'Learner’s Guide',
      'Meridian Buddy',
      'Courses for you',
    ]);
  });

  it('shows a free learner the dashboard, documents, counsellor, application, courses and help', () => {
    expect(labels(false)).toEqual([
      'Dashboard',
      'Submit Documents',
      'Counsellor',
      'Application',
      'Courses for you',
      'Help',
    ]);
  });

  it('addresses the buddy tab by the brand slug', () => {
    expect(findProfileTab('meridian-buddy', brand)).toEqual({
      key: 'buddy',
      slug: 'meridian-buddy',
      label: 'Meridian Buddy',
    });
    expect(findProfileTab('acme-buddy', brand)).toBeUndefined();
  });
});
