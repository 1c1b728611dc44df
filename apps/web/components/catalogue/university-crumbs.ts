import { universityPath } from './university-overview.tsx';

/** The breadcrumb trail down to a university's page; its courses and course pages add their own step. */
export function universityCrumbs(u: {
  name: string;
  slug: string;
  country: { slug: string; name: string };
}): { name: string; path: string }[] {
  return [
    { name: 'Study abroad', path: '/study-abroad' },
    { name: `Study in ${u.country.name}`, path: `/study-abroad/${u.country.slug}` },
    { name: 'Universities', path: `/study-abroad/${u.country.slug}/universities` },
    { name: u.name, path: `/study-abroad${universityPath(u)}` },
  ];
}
