import { ContentBody } from '@meridian/domain/content/blocks';
import { accommodationListings } from '../../schema/accommodation.ts';
import { directoryCities, directoryListings } from '../../schema/directory.ts';
import { ebookCategories, ebooks } from '../../schema/ebooks.ts';
import { examPages, exams } from '../../schema/exams.ts';
import { kbCategories, kbQuestions, kbTopics } from '../../schema/knowledge-base.ts';
import { scholarships } from '../../schema/scholarships.ts';
import { staticPages } from '../../schema/static-pages.ts';
import { seoMeta } from '../../schema/seo-meta.ts';
import { ARTICLES } from '../data/editorial/articles/index.ts';
import { ACCOMMODATION } from '../data/editorial/accommodation.ts';
import { CITIES } from '../data/editorial/cities.ts';
import { EBOOK_CATEGORIES, EBOOKS } from '../data/editorial/ebooks.ts';
import { buildExamPages } from '../data/editorial/exams/build-exam-pages.ts';
import { ALL_EXAM_FACTS, EXAM_ORDER, OTHER_EXAMS } from '../data/editorial/exams/index.ts';
import { OTHER_EXAM_PAGES } from '../data/editorial/exams/other-exams.ts';
import { KNOWLEDGE_BASE } from '../data/editorial/knowledge-base.ts';
import { SCHOLARSHIPS } from '../data/editorial/scholarships.ts';
import { EDITORIAL_SEO_META } from '../data/editorial/seo-meta.ts';
import { STATIC_PAGES } from '../data/editorial/static-pages.ts';
import { directoryListingsFor } from '../data/editorial/directory.ts';
import type { SeedStep, Tx } from '../seed-step.ts';

const CHECKED_ON = '2026-10-01';

async function seedExams(tx: Tx) {
  const ordered = EXAM_ORDER.map((slug) => ALL_EXAM_FACTS.find((e) => e.slug === slug)!);
  await tx.insert(exams).values([
    ...ordered.map((e, i) => ({
      slug: e.slug,
      name: e.name,
      fullName: e.fullName,
      kind: 'main' as const,
      heading: e.heading,
      intro: e.intro,
      sortOrder: i,
    })),
    { ...OTHER_EXAMS, sortOrder: ordered.length },
  ]);
  const pages = [...ordered.flatMap(buildExamPages), ...OTHER_EXAM_PAGES];
  await tx.insert(examPages).values(
    pages.map((page, i) => ({
      ...page,
      body: ContentBody.parse(page.body),
      sortOrder: i,
      updatedOn: CHECKED_ON,
    })),
  );
}

async function seedKnowledgeBase(tx: Tx) {
  await tx
    .insert(kbTopics)
    .values(KNOWLEDGE_BASE.map((t, i) => ({ slug: t.slug, name: t.name, intro: t.intro, sortOrder: i })));
  for (const topic of KNOWLEDGE_BASE) {
    for (const [i, category] of topic.categories.entries()) {
      const [row] = await tx
        .insert(kbCategories)
        .values({ topicSlug: topic.slug, slug: category.slug, name: category.name, sortOrder: i })
        .returning({ id: kbCategories.id });
      await tx.insert(kbQuestions).values(
        category.questions.map((question) => ({
          ...question,
          categoryId: row!.id,
          body: ContentBody.parse(question.body),
          updatedOn: CHECKED_ON,
        })),
      );
    }
  }
}

async function seedEbooks(tx: Tx) {
  await tx.insert(ebookCategories).values(EBOOK_CATEGORIES.map((c, i) => ({ ...c, sortOrder: i })));
  await tx
    .insert(ebooks)
    .values(
      EBOOKS.map(({ category, ...e }) => ({ ...e, categorySlug: category, body: ContentBody.parse(e.body) })),
    );
}

async function seedDirectories(tx: Tx) {
  await tx.insert(directoryCities).values(
    CITIES.map(({ slug, name, state, latitude, longitude }) => ({
      slug,
      name,
      state,
      latitude,
      longitude,
    })),
  );
  await tx.insert(directoryListings).values(directoryListingsFor(CITIES));
}

async function seedScholarshipsAndPages(tx: Tx) {
  const articleSlugs = new Set(ARTICLES.map((a) => a.slug));
  await tx.insert(scholarships).values(
    SCHOLARSHIPS.map((s, i) => {
      if (s.articleSlug && !articleSlugs.has(s.articleSlug)) {
        throw new Error(`scholarship ${s.slug} links to missing article ${s.articleSlug}`);
      }
      return { ...s, levels: [...s.levels], sortOrder: i };
    }),
  );
  await tx
    .insert(staticPages)
    .values(
      STATIC_PAGES.map((page) => ({ ...page, body: ContentBody.parse(page.body), updatedOn: CHECKED_ON })),
    );
  await tx
    .insert(accommodationListings)
    .values(ACCOMMODATION.map((a) => ({ ...a, features: [...a.features] })));
  await tx
    .insert(seoMeta)
    .values([...EDITORIAL_SEO_META])
    .onConflictDoNothing();
}

/** Exams, knowledge base, e-books, directories, scholarships and pages (issue 5); articles have their own step. */
export const editorialStep: SeedStep = {
  name: 'editorial-content-v1',
  async run(tx) {
    await seedExams(tx);
    await seedKnowledgeBase(tx);
    await seedEbooks(tx);
    await seedDirectories(tx);
    await seedScholarshipsAndPages(tx);
  },
};
