import { ContentBody } from '@meridian/domain/content/blocks';
import { ebooks } from '../../schema/ebooks.ts';
import { GUIDE_EBOOKS } from '../data/editorial/ebook-guides.ts';
import type { SeedStep } from '../seed-step.ts';

/** The SOP, LOR, checklist, loan, visa-resources and Singapore e-books the mega menu links to. */
export const ebookGuidesStep: SeedStep = {
  name: 'ebook-guides-v1',
  async run(tx) {
    await tx
      .insert(ebooks)
      .values(
        GUIDE_EBOOKS.map(({ category, ...e }) => ({
          ...e,
          categorySlug: category,
          body: ContentBody.parse(e.body),
        })),
      )
      .onConflictDoNothing({ target: ebooks.slug });
  },
};
