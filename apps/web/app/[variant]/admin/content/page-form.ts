import { z } from 'zod';
import { BodyMarkdown, type PublishStatus } from '@meridian/domain/cms/publishing';
import { Slug } from '@meridian/domain/content/slug';
import { instantOfIstLocal, istLocalInput } from '@meridian/domain/ist-local';

/** When readers see the page: not yet, now, or at a time given in IST. */
export const WHEN_OPTIONS = [
  { value: 'draft', label: 'Keep as a draft' },
  { value: 'now', label: 'Publish now' },
  { value: 'later', label: 'Schedule for later' },
] as const;

/** What every page the editor opens has: its text and its publishing. */
export interface EditedPage {
  slug: string;
  title: string;
  summary: string;
  bodyMarkdown: string;
  status: PublishStatus;
  publishAt: string;
  updatedAt: string;
}

/**
 * The form of a page: its text (checked by the kind's own rules), the kind's choices (category,
 * author, exam…), an e-book's highlights (one a line) and cover, and its publishing as one choice
 * and an IST time.
 */
export function pageFormSchema(rules: {
  title: z.ZodType<string, string>;
  summary: z.ZodType<string, string>;
}) {
  return z
    .object({
      slug: Slug,
      title: rules.title,
      summary: rules.summary,
      bodyMarkdown: BodyMarkdown,
      choices: z.record(z.string(), z.string().min(1, 'choose one')),
      highlights: z.string(),
      cover: z.string(),
      when: z.enum(['draft', 'now', 'later']),
      /** `YYYY-MM-DDTHH:mm`, India time. */
      publishAt: z.string(),
    })
    .refine((form) => form.when !== 'later' || instantOfIstLocal(form.publishAt) !== undefined, {
      message: 'choose the date and time to publish at',
      path: ['publishAt'],
    });
}
export type PageForm = z.infer<ReturnType<typeof pageFormSchema>>;

export const EMPTY_FORM: PageForm = {
  slug: '',
  title: '',
  summary: '',
  bodyMarkdown: '',
  choices: {},
  highlights: '',
  cover: '',
  when: 'draft',
  publishAt: '',
};

/** The form of a stored page, given the kind's choices and extras read from it. */
export function formOf(page: EditedPage, extras: Pick<PageForm, 'choices'> & Partial<PageForm>): PageForm {
  const later = page.status === 'published' && new Date(page.publishAt) > new Date();
  return {
    ...EMPTY_FORM,
    slug: page.slug,
    title: page.title,
    summary: page.summary,
    bodyMarkdown: page.bodyMarkdown,
    when: page.status === 'draft' ? 'draft' : later ? 'later' : 'now',
    publishAt: istLocalInput(page.publishAt),
    ...extras,
  };
}

/** The text and publishing the API takes, from the form (the rest is the kind's). */
export function textAndPublishingOf(form: PageForm, current: EditedPage | undefined) {
  return {
    slug: form.slug,
    title: form.title,
    summary: form.summary,
    bodyMarkdown: form.bodyMarkdown,
    status: form.when === 'draft' ? ('draft' as const) : ('published' as const),
    publishAt:
      form.when === 'later'
        ? (instantOfIstLocal(form.publishAt) ?? null)
        : form.when === 'now' && current && new Date(current.publishAt) > new Date()
          ? new Date().toISOString()
          : null,
  };
}

/** What the editor is told after a save. */
export function savedText(page: EditedPage): string {
  if (page.status === 'draft') return 'Draft saved.';
  return new Date(page.publishAt) > new Date() ? 'Scheduled.' : 'Published.';
}

/** Whether readers see the page now. */
export const isLiveNow = (page: EditedPage) =>
  page.status === 'published' && new Date(page.publishAt) <= new Date();
