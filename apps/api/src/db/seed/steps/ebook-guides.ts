import { ebooks } from '#api/db/schema/ebooks.ts';
import { readEbooks } from '#api/db/seed/content-files/pages.ts';
import type { SeedStep } from '#api/db/seed/seed-step.ts';

/** The SOP, LOR, checklist, loan, visa-resources and Singapore e-books the mega menu links to. */
export const ebookGuidesStep: SeedStep = {
  name: 'ebook-guides-v1',
  async run(tx) {
    await tx
      .insert(ebooks)
      .values(readEbooks('guides').map(({ category, ...e }) => ({ ...e, categorySlug: category })))
      .onConflictDoNothing({ target: ebooks.slug });
  },
};
