import Link from 'next/link';
import { HEADER_COUNTRY_SLUGS, findDestination } from '@meridian/domain/destinations';
import { siteRoutes } from '@meridian/domain/routes/site-routes';

export const metadata = { title: 'Page not found', robots: { index: false } };

export default function NotFound() {
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">We could not find that page</h1>
      <p>The link may be old, or the page may have moved. These are good places to continue:</p>
      <ul>
        <li>
          <Link href={siteRoutes.home()}>Study abroad home</Link>
        </li>
        {HEADER_COUNTRY_SLUGS.map((slug) => (
          <li key={slug}>
            <Link href={siteRoutes.country(slug)}>Study in {findDestination(slug)?.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
