import { describe, expect, it } from 'vitest';
import { CITIES } from '#api/modules/pathway/lookups/cities.ts';
import { readDirectoryCities } from './records.ts';
import { readSampleFairs } from './sample-events.ts';

const offered = CITIES.IN;

describe("the India site's city list of the enquiry forms", () => {
  it('offers every city of the directories, where the experience centres are', () => {
    const missing = readDirectoryCities().filter((city) => !offered.includes(city.name));
    expect(missing.map((city) => city.name)).toEqual([]);
  });

  it('offers the city of every university fair ("New Delhi" is Delhi)', () => {
    const missing = readSampleFairs().fairs.filter(
      (fair) => !offered.some((city) => fair.city.endsWith(city)),
    );
    expect(missing.map((fair) => fair.city)).toEqual([]);
  });
});
