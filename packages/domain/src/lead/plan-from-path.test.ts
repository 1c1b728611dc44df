import { describe, expect, it } from 'vitest';
import { planFromPath, planFromQuery } from './plan-from-path.ts';

describe('planFromPath', () => {
  it('reads the country and the level of a course listing', () => {
    expect(planFromPath('/germany/masters/computer-science')).toEqual({
      country: 'Germany',
      level: 'MASTERS',
    });
    expect(planFromPath('/abroad/bachelors')).toEqual({ level: 'BACHELORS' });
    expect(planFromPath('/usa')).toEqual({ country: 'USA' });
  });

  it('says nothing of pages about no country or level', () => {
    expect(planFromPath('/')).toEqual({});
    expect(planFromPath('/articles/masters-in-usa')).toEqual({});
    expect(planFromPath('/others')).toEqual({});
    expect(planFromPath('/constructor')).toEqual({});
  });
});

describe('planFromQuery', () => {
  it('reads the country, level and subject a link to the enquiry names', () => {
    expect(planFromQuery('?country=germany&level=masters&subject=computer-science')).toEqual({
      country: 'Germany',
      level: 'MASTERS',
      subject: 'Computer Science and IT',
    });
    expect(planFromQuery('country=uk')).toEqual({ country: 'UK' });
  });

  it('leaves out what names nothing it knows', () => {
    expect(planFromQuery('?country=atlantis&level=phd&subject=alchemy')).toEqual({});
    expect(planFromQuery('')).toEqual({});
  });
});
