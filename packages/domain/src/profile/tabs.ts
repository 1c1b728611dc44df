/**
 * SPEC.md §2 profile area: the ten tabs in order, and which tier sees each. `{product}` is the brand
 * slug in the address ("meridian-buddy") and the brand name in the label ("Meridian Buddy").
 */
export const PROFILE_TABS = [
  { key: 'dashboard', slug: 'dashboard', label: 'Dashboard', paid: true, free: true },
  { key: 'documents', slug: 'documents', label: 'Submit Documents', paid: true, free: true },
  { key: 'flying-progress', slug: 'flying-progress', label: 'Flying Progress', paid: true, free: false },
  {
    key: 'learning-progress',
    slug: 'learning-progress',
    label: 'Learning Progress',
    paid: true,
    free: false,
  },
  { key: 'guide', slug: 'guide', label: 'Learner’s Guide', paid: true, free: false },
  { key: 'buddy', slug: '{product}-buddy', label: '{product} Buddy', paid: true, free: false },
  { key: 'counselor', slug: 'counselor', label: 'Counsellor', paid: false, free: true },
  { key: 'application', slug: 'application', label: 'Application', paid: false, free: true },
  { key: 'courses', slug: 'courses', label: 'Courses for you', paid: true, free: true },
  { key: 'help', slug: 'help', label: 'Help', paid: false, free: true },
] as const;

export type ProfileTabKey = (typeof PROFILE_TABS)[number]['key'];

export interface ProfileTab {
  key: ProfileTabKey;
  /** The address segment under /profile. */
  slug: string;
  label: string;
}

/** Every tab with the brand filled in, whoever may see it. */
export function allProfileTabs(brand: { name: string; slug: string }): ProfileTab[] {
  return PROFILE_TABS.map((tab) => ({
    key: tab.key,
    slug: tab.slug.replace('{product}', brand.slug),
    label: tab.label.replace('{product}', brand.name),
  }));
}

/** The tabs a paid or a free learner sees, in order (SPEC.md §2 table). */
export function profileTabsFor(paidUser: boolean, brand: { name: string; slug: string }): ProfileTab[] {
  const shown = new Set<ProfileTabKey>(
    PROFILE_TABS.filter((t) => (paidUser ? t.paid : t.free)).map((t) => t.key),
  );
  return allProfileTabs(brand).filter((tab) => shown.has(tab.key));
}

export function findProfileTab(slug: string, brand: { name: string; slug: string }): ProfileTab | undefined {
  return allProfileTabs(brand).find((tab) => tab.slug === slug);
}
