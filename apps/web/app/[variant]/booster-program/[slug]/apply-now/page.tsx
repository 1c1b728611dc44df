import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { Breadcrumbs } from '@/components/content/breadcrumbs.tsx';
import { programCrumbs, programOf, type ProgramParams } from '../../program-page.ts';
import { currentRegion } from '@/lib/region/current-region.ts';
import { contentApi } from '@/lib/api/content-api.ts';
import { getCheckoutMethods } from '@/lib/api/booster-programs.ts';
import { ApplyNow } from './apply-now.client.tsx';

/** Read per request (the visitor's query, or data that must be fresh), so never a cached render. */
export const dynamic = 'force-dynamic';

type SearchParams = Promise<{ package?: string | string[] }>;

export async function generateMetadata({ params }: { params: ProgramParams }) {
  const program = await programOf(params);
  return pageMetadata({
    title: `Apply for the ${program.title}`,
    description: `Choose a package of the ${program.title}, apply a coupon and pay securely.`,
    path: siteRoutes.boosterApplyNow(program.slug),
  });
}

/** `/booster-program/{slug}/apply-now` (login required): choose a package, apply a coupon, pay. */
export default async function ApplyNowPage({
  params,
  searchParams,
}: {
  params: ProgramParams;
  searchParams: SearchParams;
}) {
  const [program, methods] = await Promise.all([programOf(params), getCheckoutMethods(contentApi())]);
  const asked = Number((await searchParams).package);
  return (
    <>
      <Breadcrumbs
        crumbs={[
          ...programCrumbs(program),
          { name: 'Apply now', path: siteRoutes.boosterApplyNow(program.slug) },
        ]}
      />
      <h1>Apply for the {program.title}</h1>
      <ApplyNow
        program={program}
        askedPackageId={Number.isInteger(asked) ? asked : undefined}
        region={await currentRegion()}
        methods={methods}
      />
    </>
  );
}
