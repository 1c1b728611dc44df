import { describe, expect, it } from 'vitest';
import { crestOf } from '@meridian/domain/catalogue/university-monogram';
import { readUniversities } from './records.ts';

describe('the crests drawn for universities without an uploaded logo', () => {
  it('differ for every seeded university: no two share their initials and ribbon word', () => {
    const byLook = new Map<string, string[]>();
    for (const university of readUniversities()) {
      const { initials, ribbon } = crestOf(university);
      const look = `${initials} ${ribbon}`;
      byLook.set(look, [...(byLook.get(look) ?? []), university.name]);
    }
    const shared = [...byLook].filter(([, names]) => names.length > 1);
    expect(shared).toEqual([]);
  });

  it('tell Cambridge from Chicago and one IIT from another', () => {
    const crest = (slug: string, name: string) => crestOf({ slug, name });
    expect(crest('university-of-cambridge', 'University of Cambridge')).toMatchObject({
      initials: 'UC',
      ribbon: 'CAMBRIDGE',
    });
    expect(crest('university-of-chicago', 'University of Chicago')).toMatchObject({
      initials: 'UC',
      ribbon: 'CHICAGO',
    });
    expect(crest('iit-delhi', 'Indian Institute of Technology Delhi').ribbon).toBe('DELHI');
    expect(crest('iit-bombay', 'Indian Institute of Technology Bombay').ribbon).toBe('BOMBAY');
  });
});
