'use client';

import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminArticle } from '@meridian/domain/cms/articles-admin';
import { blocksFromMarkdown } from '@meridian/domain/content/markdown-blocks';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import {
  createArticle,
  getAdminArticle,
  getArticleFormOptions,
  updateArticle,
} from '@/lib/api/back-office.ts';
import { FormActions, SelectField, TextAreaField, TextField } from '@/components/forms/fields.tsx';
import { ContentBlocks } from '@/components/content/content-blocks.tsx';
import { ArticleForm, formOf, inputOf, WHEN_OPTIONS } from './article-form.ts';
import { ArticleHistory } from './article-history.client.tsx';
import { PictureUpload } from './picture-upload.client.tsx';
import { backOfficeKeys } from './back-office-keys.ts';
import styles from './back-office.module.css';

const EMPTY: ArticleForm = {
  slug: '',
  title: '',
  summary: '',
  bodyMarkdown: '',
  categorySlug: '',
  authorSlug: '',
  when: 'draft',
  publishAt: '',
};

/** What the editor is told after a save. */
function savedText(article: AdminArticle): string {
  if (article.status === 'draft') return 'Draft saved.';
  return new Date(article.publishAt) > new Date() ? 'Scheduled.' : 'Published.';
}

/** The article form: Markdown on the left, the page as readers will see it on the right. */
export function ArticleEditor({
  slug: openSlug,
  onClose,
}: {
  slug: string | undefined;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [slug, setSlug] = useState(openSlug);
  const [saved, setSaved] = useState<AdminArticle>();
  const article = useQuery({
    queryKey: backOfficeKeys.article(slug ?? ''),
    queryFn: () => getAdminArticle(slug!),
    enabled: Boolean(slug),
  });
  const options = useQuery({ queryKey: backOfficeKeys.options, queryFn: getArticleFormOptions });
  const form = useForm<ArticleForm>({
    resolver: zodResolver(ArticleForm),
    defaultValues: EMPTY,
    values: article.data ? formOf(article.data) : undefined,
  });
  const [title, markdown, when] = useWatch({
    control: form.control,
    name: ['title', 'bodyMarkdown', 'when'],
  });
  const preview = blocksFromMarkdown(markdown);

  const save = useMutation({
    mutationFn: (values: ArticleForm) =>
      slug ? updateArticle(slug, inputOf(values, article.data)) : createArticle(inputOf(values, undefined)),
    onSuccess: async (result) => {
      setSaved(result);
      setSlug(result.slug);
      queryClient.setQueryData(backOfficeKeys.article(result.slug), result);
      await queryClient.invalidateQueries({ queryKey: ['back-office'] });
    },
  });
  const errors = form.formState.errors;
  const isLive = saved && saved.status === 'published' && new Date(saved.publishAt) <= new Date();

  return (
    <section aria-label="Article editor" className={styles.section}>
      <div className={styles.row}>
        <h2>{slug ? `Editing: ${article.data?.title ?? slug}` : 'New article'}</h2>
        <button type="button" className={styles.link} onClick={onClose}>
          Back to the list
        </button>
      </div>
      <div className={styles.editor}>
        <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate>
          <TextField
            id="article-title"
            label="Title"
            registration={form.register('title')}
            error={errors.title?.message}
          />
          <TextField
            id="article-slug"
            label="Address (slug)"
            registration={form.register('slug')}
            error={errors.slug?.message}
          />
          <TextAreaField
            id="article-summary"
            label="Summary"
            rows={3}
            registration={form.register('summary')}
            error={errors.summary?.message}
          />
          <SelectField
            id="article-category"
            label="Category"
            placeholder="Choose a category"
            options={(options.data?.categories ?? []).map((c) => ({ value: c.slug, label: c.name }))}
            registration={form.register('categorySlug')}
            error={errors.categorySlug?.message}
          />
          <SelectField
            id="article-author"
            label="Author"
            placeholder="Choose an author"
            options={(options.data?.authors ?? []).map((a) => ({ value: a.slug, label: a.name }))}
            registration={form.register('authorSlug')}
            error={errors.authorSlug?.message}
          />
          <TextAreaField
            id="article-body"
            label="Body (Markdown)"
            rows={18}
            registration={form.register('bodyMarkdown')}
            error={errors.bodyMarkdown?.message}
          />
          <PictureUpload
            onUploaded={(snippet) =>
              form.setValue('bodyMarkdown', `${form.getValues('bodyMarkdown').trimEnd()}\n\n${snippet}\n`, {
                shouldDirty: true,
              })
            }
          />
          <SelectField
            id="article-when"
            label="Publishing"
            options={WHEN_OPTIONS}
            registration={form.register('when')}
            error={errors.when?.message}
          />
          {when === 'later' && (
            <div className={styles.field}>
              <label htmlFor="article-publish-at">Publish at (IST)</label>
              <input id="article-publish-at" type="datetime-local" {...form.register('publishAt')} />
              {errors.publishAt && <p role="alert">{errors.publishAt.message}</p>}
            </div>
          )}
          <FormActions alert={save.error?.message}>
            <button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save'}
            </button>
          </FormActions>
          {saved && (
            <p role="status">
              {savedText(saved)}{' '}
              {isLive && <a href={sitePath(siteRoutes.article(saved.slug))}>Open the article on the site</a>}
            </p>
          )}
        </form>
        <section aria-label="Preview" className={styles.preview}>
          <h2 className={styles.previewTitle}>{title || 'Preview'}</h2>
          {preview.ok ? (
            <ContentBlocks blocks={preview.body} />
          ) : (
            <p className={styles.muted}>{markdown ? preview.message : 'The body shows here as you type.'}</p>
          )}
        </section>
      </div>
      {slug && <ArticleHistory slug={slug} />}
    </section>
  );
}
