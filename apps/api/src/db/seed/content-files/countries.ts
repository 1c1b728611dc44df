import { z } from 'zod';
import { CountryContent } from '@meridian/domain/country/schemas';
import { DESTINATIONS } from '@meridian/domain/destinations';
import { readYaml } from './read-content.ts';

/** `content/countries/{slug}.yaml`: the country pages, in the order of DESTINATIONS. */
export const readCountryContent = () =>
  DESTINATIONS.map((d) => readYaml(`countries/${d.slug}.yaml`, z.strictObject(CountryContent.shape)));
