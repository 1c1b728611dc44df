import Link from 'next/link';
import { siteRoutes } from '@meridian/domain/routes/site-routes';

/** Links from a destination's guide into its course, university and accelerator program listings. */
export function CountryExplore({ name, slug }: { name: string; slug: string }) {
  if (slug === 'others') return null;
  const links = [
    { href: siteRoutes.courseListing({ country: slug, level: 'courses' }), text: `All courses in ${name}` },
    { href: siteRoutes.courseListing({ country: slug, level: 'masters' }), text: `Masters in ${name}` },
    { href: siteRoutes.courseListing({ country: slug, level: 'bachelors' }), text: `Bachelors in ${name}` },
    { href: siteRoutes.universityListing({ country: slug }), text: `Universities in ${name}` },
    { href: siteRoutes.programListing({ country: slug }), text: `Accelerator programs in ${name}` },
  ];
  return (
    <section id="explore" aria-labelledby="explore-title">
      <h2 id="explore-title">Find your course in {name}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{link.text}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
