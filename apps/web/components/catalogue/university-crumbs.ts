import { siteRoutes } from '@meridian/domain/routes/site-routes';

/** The breadcrumb trail down to a university's page; its courses and course pages add their own step. */
export function universityCrumbs(u: {
  name: string;
  slug: string;
  country: { slug: string; name: string };
}): { name: string; path: string }[] {
  return [
    { name: 'Study abroad', path: siteRoutes.home() },
    { name: `Study in ${u.country.name}`, path: siteRoutes.country(u.country.slug) },
    { name: 'Universities', path: siteRoutes.universityListing({ country: u.country.slug }) },
    { name: u.name, path: siteRoutes.university(u) },
  ];
}
