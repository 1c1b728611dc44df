import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { contentApi } from '@/lib/api/content-api.ts';
import { listDirectoryCities } from '@/lib/api/directory.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import styles from '@/components/content/content.module.css';

export function generateMetadata() {
  return pageMetadata({
    title: 'Study Abroad Consultants in India by City',
    description:
      'Find a study abroad consultant near you in 35 Indian cities: addresses, maps, opening hours (9:30 am to 8 pm daily), ratings and reviews.',
    path: siteRoutes.consultants(),
  });
}

export default async function ConsultantsPage() {
  const { cities } = await listDirectoryCities(contentApi(), 'consultant');
  return (
    <>
      <h1>Study abroad consultants in India</h1>
      <p>
        Meet a counsellor in person in {cities.length} cities. Every centre is open daily from 9:30 am to 8
        pm; choose your city for addresses, maps, ratings and reviews.
      </p>
      <ul className={styles.linkGrid}>
        {cities.map((city) => (
          <li key={city.slug}>
            <a href={sitePath(siteRoutes.consultantsIn(city.slug))}>Consultants in {city.name}</a> (
            {city.listings})
          </li>
        ))}
      </ul>
    </>
  );
}
