import Link from 'next/link';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { formatMoney } from '@meridian/domain/money';
import { contentApi } from '@/lib/api/content-api.ts';
import { getBoosterPrograms } from '@/lib/api/booster-programs.ts';
import { currentRegion } from '@/lib/region/current-region.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { Breadcrumbs } from '@/components/content/breadcrumbs.tsx';
import styles from './booster-program.module.css';

export function generateMetadata() {
  return pageMetadata({
    title: 'Booster Programs: Counselling, Applications, Test Prep and Visa Guidance',
    description:
      'Booster programs for students going abroad: one-to-one counselling hours, university applications, IELTS, PTE, GRE and GMAT preparation and visa guidance, with prices per package.',
    path: siteRoutes.boosterProgram(),
  });
}

/** `/booster-program`: the programs this site sells, each from its lowest package price. */
export default async function BoosterProgramsPage() {
  const { programs } = await getBoosterPrograms(contentApi(), await currentRegion());
  return (
    <>
      <Breadcrumbs
        crumbs={[
          { name: 'Study abroad', path: siteRoutes.home() },
          { name: 'Booster programs', path: siteRoutes.boosterProgram() },
        ]}
      />
      <h1>Booster programs</h1>
      <p>
        A counsellor takes you from a shortlist to a visa: one-to-one hours, applications filed for you,
        English and graduate test preparation and visa guidance. Paid members also get the learning platform,
        a pre-departure checklist and a senior-student buddy in their profile.
      </p>
      <ul className={styles.programs}>
        {programs.map((program) => {
          const from = Math.min(...program.packages.map((p) => p.priceMinor));
          return (
            <li key={program.slug} className={styles.card}>
              <h2>
                <Link href={siteRoutes.boosterProgram(program.slug)}>{program.title}</Link>
              </h2>
              <p>{program.summary}</p>
              <p className={styles.price}>From {formatMoney(from, program.packages[0]!.currency)}</p>
            </li>
          );
        })}
      </ul>
    </>
  );
}
