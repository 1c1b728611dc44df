import { siteRoutes } from '@meridian/domain/routes/site-routes';
import type { Crumb } from '@/components/content/breadcrumbs.tsx';

/**
 * Breadcrumbs of a knowledge-base page: the site, the knowledge base, then one crumb per level
 * (topic, category, question), each linking to its own page.
 */
export function kbCrumbs(levels: readonly { name: string; slug: string }[]): Crumb[] {
  const crumbs: Crumb[] = [
    { name: 'Study abroad', path: siteRoutes.home() },
    { name: 'Knowledge base', path: siteRoutes.knowledgeBase() },
  ];
  levels.forEach((level, i) => {
    const slugs = levels.slice(0, i + 1).map((l) => l.slug);
    crumbs.push({ name: level.name, path: siteRoutes.knowledgeBase(...slugs) });
  });
  return crumbs;
}
