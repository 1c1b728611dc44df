import type { EditorialSitemap } from '@meridian/domain/content/sitemap';
import type { Db } from '#api/db/client.ts';
import { getEbookSitemap } from '#api/modules/webinar/ebooks/service.ts';
import { getArticleSitemap } from '#api/modules/cms/articles/service.ts';
import { listDirectoryCities } from '#api/modules/cms/directory/service.ts';
import { getExamSitemap } from '#api/modules/cms/exams/service.ts';
import { getKnowledgeBaseSitemap } from '#api/modules/cms/knowledge-base/service.ts';

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
