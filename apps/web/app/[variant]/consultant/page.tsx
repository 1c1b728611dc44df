import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { contentApi } from '@/lib/api/content-api.ts';
import { listDirectoryCities } from '@/lib/api/directory.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import styles from '@/components/content/content.module.css';

export function generateMetadata() {
  return pageMetadata({
    title: 'Study Abroad Consultants in India by City',
    description:
      'Find a study abroad consultant near you in India: addresses, maps, opening hours and phone numbers of our experience centres.',
    path: siteRoutes.consultants(),
  });
}

export default async function ConsultantsPage() {
  const { cities } = await listDirectoryCities(contentApi(), 'consultant');
  return (
    <>
      <h1>Study abroad consultants in India</h1>
      {cities.length === 0 ? (
        <p>
          Our experience centres are opening soon. Meanwhile, meet a counsellor on a{' '}
          <a href={sitePath(siteRoutes.scheduleAppointment())}>free video call</a>.
        </p>
      ) : (
        <>
          <p>
            Meet a counsellor in person in {cities.length} {cities.length === 1 ? 'city' : 'cities'}: choose
            yours for addresses, opening hours, maps and phone numbers.
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
      )}
    </>
  );
}
