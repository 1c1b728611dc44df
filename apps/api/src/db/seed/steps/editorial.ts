import { accommodationListings } from '#api/db/schema/accommodation.ts';
import { directoryCities } from '#api/db/schema/directory-cities.ts';
import { ebookCategories, ebooks } from '#api/db/schema/ebooks.ts';
import { examPages, exams } from '#api/db/schema/exams.ts';
import { kbCategories, kbQuestions, kbTopics } from '#api/db/schema/knowledge-base.ts';
import { scholarships } from '#api/db/schema/scholarships.ts';
import { staticPages } from '#api/db/schema/static-pages.ts';
import { seoMeta } from '#api/db/schema/seo-meta.ts';
import { readExams } from '#api/db/seed/content-files/exams.ts';
import { readKnowledgeBase } from '#api/db/seed/content-files/knowledge-base.ts';
import { readEbookCategories, readEbooks, readStaticPages } from '#api/db/seed/content-files/pages.ts';
import {
  readAccommodation,
  readDirectoryCities,
  readScholarships,
  readSeoMeta,
} from '#api/db/seed/content-files/records.ts';
import { fileNames } from '#api/db/seed/content-files/read-content.ts';
import type { SeedStep, Tx } from '#api/db/seed/seed-step.ts';

async function seedExams(tx: Tx) {
  const all = readExams();
  await tx.insert(exams).values(all.map(({ pages: _pages, ...exam }, sortOrder) => ({ ...exam, sortOrder })));
  await tx
    .insert(examPages)
    .values(all.flatMap((exam) => exam.pages).map((page, sortOrder) => ({ ...page, sortOrder })));
}

async function seedKnowledgeBase(tx: Tx) {
  const topics = readKnowledgeBase();
  await tx
    .insert(kbTopics)
    .values(topics.map((t, i) => ({ slug: t.slug, name: t.name, intro: t.intro, sortOrder: i })));
  for (const topic of topics) {
    for (const [i, category] of topic.categories.entries()) {
      const [row] = await tx
        .insert(kbCategories)
        .values({ topicSlug: topic.slug, slug: category.slug, name: category.name, sortOrder: i })
        .returning({ id: kbCategories.id });
      await tx
        .insert(kbQuestions)
        .values(category.questions.map((question) => ({ ...question, categoryId: row!.id })));
    }
  }
}

async function seedEbooks(tx: Tx) {
  await tx.insert(ebookCategories).values(readEbookCategories().map((c, i) => ({ ...c, sortOrder: i })));
  await tx
    .insert(ebooks)
    .values(readEbooks('library').map(({ category, ...e }) => ({ ...e, categorySlug: category })));
}

/** The directories' cities; their centres are sample data (sample-centres step) or an admin's. */
async function seedDirectoryCities(tx: Tx) {
  await tx.insert(directoryCities).values(
    readDirectoryCities().map(({ slug, name, state, latitude, longitude }) => ({
      slug,
      name,
      state,
      latitude,
      longitude,
    })),
  );
}

async function seedScholarshipsAndPages(tx: Tx) {
  const articleSlugs = new Set(fileNames('articles', '.md'));
  await tx.insert(scholarships).values(
    readScholarships().map((s, i) => {
      if (s.articleSlug && !articleSlugs.has(s.articleSlug)) {
        throw new Error(`scholarship ${s.slug} links to missing article ${s.articleSlug}`);
      }
      return { ...s, sortOrder: i };
    }),
  );
  await tx.insert(staticPages).values(readStaticPages());
  await tx.insert(accommodationListings).values(readAccommodation());
  await tx.insert(seoMeta).values(readSeoMeta('seo-meta-editorial.yaml')).onConflictDoNothing();
}

/** Exams, knowledge base, e-books, directory cities, scholarships and pages, from `content/`; articles have their own step. */
export const editorialStep: SeedStep = {
  name: 'editorial-content-v1',
  async run(tx) {
    await seedExams(tx);
    await seedKnowledgeBase(tx);
    await seedEbooks(tx);
    await seedDirectoryCities(tx);
    await seedScholarshipsAndPages(tx);
  },
};
