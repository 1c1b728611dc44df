import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShortlistEntry } from '@meridian/domain/profile/favourites';

const entry = (id: number): ShortlistEntry => ({
  id,
  type: 'COURSE',
  title: `Course ${id}`,
  slug: `course-${id}`,
  university: 'University of Toronto',
  universitySlug: 'university-of-toronto',
  countryName: 'Canada',
  countrySlug: 'canada',
});

const stored = new Map<string, string>();
const storedIds = () => (JSON.parse(stored.get('shortlist') ?? '[]') as ShortlistEntry[]).map((e) => e.id);

beforeEach(() => {
  stored.clear();
  vi.resetModules();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => stored.set(key, value),
      removeItem: (key: string) => stored.delete(key),
    },
  });
});

describe('guest shortlist', () => {
  it('a course shortlisted before the stored list could be read joins it instead of replacing it', async () => {
    stored.set('shortlist', JSON.stringify([entry(1)]));
    const { guestShortlist } = await import('./guest-shortlist.ts');
    guestShortlist.toggle(entry(2), true);
    await vi.waitFor(() => expect(storedIds()).toEqual([2, 1]));
    expect(guestShortlist.read().map((e) => e.id)).toEqual([2, 1]);
  });

  it('reads a stored list once its schema has loaded, and nothing from a tampered one', async () => {
    stored.set('shortlist', JSON.stringify([entry(1)]));
    const { guestShortlist } = await import('./guest-shortlist.ts');
    await vi.waitFor(() => expect(guestShortlist.read().map((e) => e.id)).toEqual([1]));
    stored.set('shortlist', JSON.stringify([{ id: 'x' }]));
    expect(guestShortlist.read()).toEqual([]);
  });
});
