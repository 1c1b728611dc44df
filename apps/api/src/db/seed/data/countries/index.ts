import type { CountryContent } from '@meridian/domain/country/schemas';
import { australia } from './australia.ts';
import { canada } from './canada.ts';
import { finland } from './finland.ts';
import { france } from './france.ts';
import { georgia } from './georgia.ts';
import { germany } from './germany.ts';
import { hungary } from './hungary.ts';
import { india } from './india.ts';
import { ireland } from './ireland.ts';
import { kazakhstan } from './kazakhstan.ts';
import { kyrgyzstan } from './kyrgyzstan.ts';
import { netherlands } from './netherlands.ts';
import { others } from './others.ts';
import { russia } from './russia.ts';
import { uae } from './uae.ts';
import { uk } from './uk.ts';
import { usa } from './usa.ts';
import { uzbekistan } from './uzbekistan.ts';
import { vanuatu } from './vanuatu.ts';

/** Editorial content of the 19 destination pages, in the order of DESTINATIONS. */
export const COUNTRY_CONTENT: readonly CountryContent[] = [
  australia,
  germany,
  canada,
  india,
  usa,
  ireland,
  uk,
  france,
  finland,
  vanuatu,
  russia,
  uzbekistan,
  kazakhstan,
  georgia,
  kyrgyzstan,
  netherlands,
  hungary,
  uae,
  others,
];
