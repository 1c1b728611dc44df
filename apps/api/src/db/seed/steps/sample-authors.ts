import { inArray } from 'drizzle-orm';
import { articles, authors } from '#api/db/schema/articles.ts';
import { readSampleAuthors } from '#api/db/seed/content-files/sample-records.ts';
import type { SeedStep } from '#api/db/seed/seed-step.ts';

/** Author personas (sample data, marked so), each made the byline of its articles; after the articles. */
export const sampleAuthorsStep: SeedStep = {
  name: 'sample-authors-v1',
  async run(tx) {
    for (const { articles: slugs, ...persona } of readSampleAuthors()) {
      await tx
        .insert(authors)
        .values({ ...persona, sample: true })
        .onConflictDoUpdate({ target: authors.slug, set: { sample: true } });
      await tx.update(articles).set({ authorSlug: persona.slug }).where(inArray(articles.slug, slugs));
    }
  },
};
