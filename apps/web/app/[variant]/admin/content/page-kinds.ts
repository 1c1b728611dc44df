import type { z } from 'zod';
import type { AuditedEntity } from '@meridian/domain/cms/audit';
import { ArticleInput, type AdminArticle } from '@meridian/domain/cms/articles-admin';
import {
  CalculatorPageInput,
  EbookInput,
  ExamPageInput,
  KbPageInput,
} from '@meridian/domain/cms/pages-admin';
import {
  CALCULATOR_CONTENT_PATHS,
  type CalculatorContentSlug,
  type CalculatorPageCategory,
} from '@meridian/domain/content/calculator-content';
import type { AdminPageList } from '@meridian/domain/cms/publishing';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import {
  createAdminPage,
  createArticle,
  getAdminArticle,
  getAdminPage,
  getArticleFormOptions,
  getPageGroups,
  listAdminArticles,
  listAdminPages,
  updateAdminPage,
  updateArticle,
  type AdminPageOf,
  type PagePath,
} from '@/lib/api/back-office.ts';
import { formOf, textAndPublishingOf, type EditedPage, type PageForm } from './page-form.ts';
import { lines } from './form-text.ts';

type Options = Record<string, { value: string; label: string }[]>;

/**
 * A kind of page the back office edits with the Markdown editor: how to list, open and save one,
 * what its form asks besides the text (its choices) and where readers find it.
 */
export interface PageKind<Page extends EditedPage> {
  entity: AuditedEntity;
  /** `article`, `exam page`: how the editor's headings name one. */
  noun: string;
  plural: string;
  /** The title's and summary's labels, where they are not `Title` and `Summary`. */
  labels?: { title: string; summary: string };
  rules: { title: z.ZodType<string, string>; summary: z.ZodType<string, string> };
  /** The selects of the form, each filled from `options()`. */
  choices: readonly { name: string; label: string }[];
  /** E-books: highlights (one a line) and a cover picture. */
  hasBookExtras?: boolean;
  list(): Promise<AdminPageList>;
  options(): Promise<Options>;
  load(key: string): Promise<Page>;
  save(key: string | undefined, form: PageForm, current: Page | undefined): Promise<Page>;
  keyOf(page: Page): string;
  formOf(page: Page): PageForm;
  publicPath(page: Page): string;
}

export const articleKind: PageKind<AdminArticle> = {
  entity: 'article',
  noun: 'article',
  plural: 'Articles',
  rules: ArticleInput.shape,
  choices: [
    { name: 'category', label: 'Category' },
    { name: 'author', label: 'Author' },
  ],
  async list() {
    const { items } = await listAdminArticles();
    return {
      items: items.map(({ slug, categorySlug, ...row }) => ({ key: slug, group: categorySlug, ...row })),
    };
  },
  async options() {
    const { categories, authors } = await getArticleFormOptions();
    const of = (list: { slug: string; name: string }[]) =>
      list.map((o) => ({ value: o.slug, label: o.name }));
    return { category: of(categories), author: of(authors) };
  },
  load: getAdminArticle,
  save(key, form, current) {
    // The FAQs and tags the form does not edit are kept as they were.
    const input = {
      ...textAndPublishingOf(form, current),
      categorySlug: form.choices.category!,
      authorSlug: form.choices.author!,
      tags: current?.tags ?? [],
      faqs: current?.faqs ?? [],
    };
    return key ? updateArticle(key, input) : createArticle(input);
  },
  keyOf: (article) => article.slug,
  formOf: (article) =>
    formOf(article, { choices: { category: article.categorySlug, author: article.authorSlug } }),
  publicPath: (article) => sitePath(siteRoutes.article(article.slug)),
};

/** The pages of `/cms/admin/{path}`: one select, of the group the page belongs to. */
function groupedPage<P extends PagePath>(
  path: P,
  kind: Omit<PageKind<AdminPageOf<P>>, 'list' | 'options' | 'load' | 'save' | 'choices'> & {
    group: string;
    inputOf(form: PageForm, current: AdminPageOf<P> | undefined): Parameters<typeof createAdminPage<P>>[1];
  },
): PageKind<AdminPageOf<P>> {
  return {
    ...kind,
    choices: [{ name: 'group', label: kind.group }],
    list: () => listAdminPages(path),
    async options() {
      const { groups } = await getPageGroups(path);
      return { group: groups.map((g) => ({ value: g.key, label: g.name })) };
    },
    load: (key) => getAdminPage(path, key),
    save: (key, form, current) =>
      key
        ? updateAdminPage(path, key, kind.inputOf(form, current))
        : createAdminPage(path, kind.inputOf(form, current)),
  };
}

export const examPageKind = groupedPage('exam-pages', {
  entity: 'exam-page',
  noun: 'exam page',
  plural: 'Exam pages',
  group: 'Exam',
  rules: ExamPageInput.shape,
  inputOf: (form, current) => ({ ...textAndPublishingOf(form, current), examSlug: form.choices.group! }),
  keyOf: (page) => `${page.examSlug}/${page.slug}`,
  formOf: (page) => formOf(page, { choices: { group: page.examSlug } }),
  publicPath: (page) => sitePath(siteRoutes.examPage(page.examSlug, page.slug)),
});

export const kbPageKind = groupedPage('kb-pages', {
  entity: 'kb-page',
  noun: 'knowledge-base page',
  plural: 'Knowledge base',
  group: 'Topic and category',
  labels: { title: 'Question', summary: 'Short answer' },
  rules: KbPageInput.shape,
  inputOf(form, current) {
    const [topicSlug = '', categorySlug = ''] = (form.choices.group ?? '').split('/');
    return { ...textAndPublishingOf(form, current), topicSlug, categorySlug };
  },
  keyOf: (page) => `${page.topicSlug}/${page.categorySlug}/${page.slug}`,
  formOf: (page) => formOf(page, { choices: { group: `${page.topicSlug}/${page.categorySlug}` } }),
  publicPath: (page) => sitePath(siteRoutes.knowledgeBase(page.topicSlug, page.categorySlug, page.slug)),
});

export const ebookKind = groupedPage('ebooks', {
  entity: 'ebook',
  noun: 'e-book',
  plural: 'E-books',
  group: 'Category',
  rules: EbookInput.shape,
  hasBookExtras: true,
  inputOf: (form, current) => ({
    ...textAndPublishingOf(form, current),
    categorySlug: form.choices.group!,
    highlights: lines(form.highlights),
    cover: form.cover || null,
    isFeatured: current?.isFeatured ?? false,
    isNewlyAdded: current?.isNewlyAdded ?? true,
  }),
  keyOf: (ebook) => ebook.slug,
  formOf: (ebook) =>
    formOf(ebook, {
      choices: { group: ebook.categorySlug },
      highlights: ebook.highlights.join('\n'),
      cover: ebook.cover ?? '',
    }),
  publicPath: (ebook) => sitePath(siteRoutes.ebook(ebook)),
});

export const calculatorPageKind = groupedPage('calculator-pages', {
  entity: 'calculator-page',
  noun: 'calculator page',
  plural: 'Calculator pages',
  group: 'Category',
  labels: { title: 'Heading', summary: 'Intro' },
  rules: CalculatorPageInput.shape,
  inputOf: (form, current) => ({
    ...textAndPublishingOf(form, current),
    // Typed as the API takes them; it refuses any other calculator or category with the field named.
    category: form.choices.group as CalculatorPageCategory,
    slug: form.slug as CalculatorContentSlug,
  }),
  keyOf: (page) => `${page.category}/${page.slug}`,
  formOf: (page) => formOf(page, { choices: { group: page.category } }),
  publicPath: (page) => sitePath(CALCULATOR_CONTENT_PATHS[page.slug]),
});
