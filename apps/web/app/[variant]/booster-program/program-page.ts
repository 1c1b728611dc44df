import 'server-only';
import { cache } from 'react';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { contentApi } from '@/lib/api/content-api.ts';
import { getBoosterProgram } from '@/lib/api/booster-programs.ts';
import { orNotFound } from '@/lib/api/not-found-on-404.ts';
import { currentRegion } from '@/lib/region/current-region.ts';

export type ProgramParams = Promise<{ slug: string }>;

/** The program a page names, as this site sells it; the not-found page when it does not. Once per request. */
export const programOf = cache(async (params: ProgramParams) =>
  orNotFound(getBoosterProgram(contentApi(), (await params).slug, await currentRegion())),
);

/** The breadcrumbs down to a program, which its pages extend. */
export function programCrumbs(program: { slug: string; title: string }) {
  return [
    { name: 'Study abroad', path: siteRoutes.home() },
    { name: 'Booster programs', path: siteRoutes.boosterProgram() },
    { name: program.title, path: siteRoutes.boosterProgram(program.slug) },
  ];
}
