import type { EditorialSitemap } from '@meridian/domain/content/sitemap';
import type { Db } from '../../../db/client.ts';
import { getEbookSitemap } from '../../webinar/ebooks/service.ts';
import { getArticleSitemap } from '../articles/service.ts';
import { listDirectoryCities } from '../directory/service.ts';
import { getExamSitemap } from '../exams/service.ts';
import { getKnowledgeBaseSitemap } from '../knowledge-base/service.ts';

/** Every editorial page, each section from the module that owns its tables. */
export async function getEditorialSitemap(db: Db): Promise<EditorialSitemap> {
  const [articles, exams, knowledgeBase, ebooks, consultants, coaching] = await Promise.all([
    getArticleSitemap(db),
    getExamSitemap(db),
    getKnowledgeBaseSitemap(db),
    getEbookSitemap(db),
    listDirectoryCities(db, 'consultant'),
    listDirectoryCities(db, 'ielts-coaching'),
  ]);
  const cityLinks = (cities: readonly { slug: string; name: string }[]) =>
    cities.map((c) => ({ slug: c.slug, name: c.name }));
  return {
    ...articles,
    exams,
    knowledgeBase,
    ebooks,
    consultantCities: cityLinks(consultants.cities),
    coachingCities: cityLinks(coaching.cities),
  };
}
