import Link from 'next/link';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { Breadcrumbs } from '@/components/content/breadcrumbs.tsx';
import { PackageContents } from '../package-contents.tsx';
import { programCrumbs, programOf, type ProgramParams } from '../program-page.ts';
import styles from '../booster-program.module.css';

export { generateStaticParams } from '@/lib/variant/render-on-first-visit.ts';

export async function generateMetadata({ params }: { params: ProgramParams }) {
  const program = await programOf(params);
  return pageMetadata({
    title: program.title,
    description: program.summary,
    path: siteRoutes.boosterProgram(program.slug),
  });
}

/** `/booster-program/{slug}`: a program's packages, what each contains and costs, and where to apply. */
export default async function BoosterProgramPage({ params }: { params: ProgramParams }) {
  const program = await programOf(params);
  return (
    <>
      <Breadcrumbs crumbs={programCrumbs(program)} />
      <h1>{program.title}</h1>
      <p>{program.summary}</p>
      <ul className={styles.packages}>
        {program.packages.map((pkg) => (
          <li key={pkg.id} className={styles.card} aria-labelledby={`package-${pkg.id}`}>
            <h2 id={`package-${pkg.id}`}>{pkg.name}</h2>
            <PackageContents pkg={pkg} />
            <Link className={styles.apply} href={siteRoutes.boosterApplyNow(program.slug, pkg.id)}>
              Apply now for {pkg.name}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
