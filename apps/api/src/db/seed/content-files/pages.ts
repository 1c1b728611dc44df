import { z } from 'zod';
import { EbookCategory, EbookSummary } from '@meridian/domain/content/ebooks';
import { StaticPage } from '@meridian/domain/content/pages';
import { Slug } from '@meridian/domain/content/slug';
import { readMarkdown, readYaml } from './read-content.ts';

/** A page slug may hold `{product}`, which becomes the brand's slug when served. */
const PageSlug = z.string().regex(/^[a-z0-9{}-]+$/, 'must be lowercase words joined by hyphens');

/** `content/pages/{slug}.md`, in the order of `content/pages/pages.yaml`. */
export function readStaticPages() {
  const FrontMatter = z.strictObject(
    StaticPage.pick({ title: true, description: true, updatedOn: true }).shape,
  );
  return readYaml('pages/pages.yaml', z.array(PageSlug)).map((slug) => {
    const { data, body } = readMarkdown(`pages/${slug}.md`, FrontMatter);
    return { slug, ...data, body };
  });
}

/** `content/ebooks/ebooks.yaml`: the categories, and the e-books of each collection in order. */
const EbookIndex = z.strictObject({
  categories: z.array(z.strictObject(EbookCategory.shape)),
  library: z.array(Slug),
  guides: z.array(Slug),
});

const EbookFrontMatter = z.strictObject({
  ...EbookSummary.pick({
    title: true,
    summary: true,
    downloads: true,
    isFeatured: true,
    isNewlyAdded: true,
    publishedOn: true,
  }).shape,
  category: Slug,
  highlights: z.array(z.string().min(3)),
});

export const readEbookCategories = () => readYaml('ebooks/ebooks.yaml', EbookIndex).categories;

/** The e-books of one collection: the first library, or the guides the menu links to. */
export function readEbooks(collection: 'library' | 'guides') {
  return readYaml('ebooks/ebooks.yaml', EbookIndex)[collection].map((slug) => {
    const { data, body } = readMarkdown(`ebooks/${slug}.md`, EbookFrontMatter);
    return { slug, ...data, body };
  });
}
