import { INDIA_HELPLINE } from '@meridian/domain/contact';
import type { CITIES } from './cities.ts';

type City = (typeof CITIES)[number];

const CONSULTANT_SERVICES = [
  'Free counselling',
  'University shortlisting',
  'Applications and SOP reviews',
  'Education loans',
  'Visa files',
];
const COACHING_SERVICES = [
  'IELTS Academic and General Training',
  'Weekly full mock tests',
  'Speaking practice with trainers',
  'Writing band feedback',
];

/**
 * One study-abroad centre per city, and an IELTS coaching centre in the 26 IELTS cities. Their
 * ratings come from the stored reviews (directory-reviews.ts), never from here.
 */
export function directoryListingsFor(cities: readonly City[]) {
  return cities.flatMap((city) => {
    const base = {
      citySlug: city.slug,
      locality: city.locality,
      postalCode: city.postalCode,
      latitude: city.latitude,
      longitude: city.longitude,
      phone: INDIA_HELPLINE.display,
    };
    const consultant = {
      ...base,
      kind: 'consultant' as const,
      name: `Study Abroad Centre, ${city.locality}`,
      streetAddress: `2nd Floor, ${city.locality} Main Road`,
      services: CONSULTANT_SERVICES,
    };
    if (!city.ielts) return [consultant];
    return [
      consultant,
      {
        ...base,
        kind: 'ielts-coaching' as const,
        name: `IELTS Coaching Centre, ${city.locality}`,
        streetAddress: `3rd Floor, ${city.locality} Main Road`,
        services: COACHING_SERVICES,
      },
    ];
  });
}
