'use client';

import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { blocksFromMarkdown } from '@meridian/domain/content/markdown-blocks';
import { FormActions, SelectField, TextAreaField, TextField } from '@/components/forms/fields.tsx';
import { useSavedForm } from '@/components/forms/use-schema-form.ts';
import { ContentBlocks } from '@/components/content/content-blocks.tsx';
import {
  EMPTY_FORM,
  isLiveNow,
  pageFormSchema,
  savedText,
  WHEN_OPTIONS,
  type EditedPage,
  type PageForm,
} from './page-form.ts';
import type { PageKind } from './page-kinds.ts';
import { AuditHistory } from './audit-history.client.tsx';
import { EditorFrame } from './editor-frame.client.tsx';
import { capitalised } from './form-text.ts';
import { PictureUpload } from './picture-upload.client.tsx';
import { CoverField } from './cover-field.client.tsx';
import { backOfficeKeys } from './back-office-keys.ts';
import styles from './back-office.module.css';
import { Button } from '@/components/ui/button.tsx';
import { TextInput } from '@/components/ui/text-input.tsx';

/** The page form of any kind: Markdown on the left, the page as readers will see it on the right. */
export function PageEditor<Page extends EditedPage>({
  kind,
  pageKey: openKey,
  onClose,
}: {
  kind: PageKind<Page>;
  pageKey: string | undefined;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [pageKey, setPageKey] = useState(openKey);
  const [saved, setSaved] = useState<Page>();
  const page = useQuery({
    queryKey: backOfficeKeys.record(kind.entity, pageKey ?? ''),
    queryFn: () => kind.load(pageKey!),
    enabled: Boolean(pageKey),
  });
  const options = useQuery({ queryKey: backOfficeKeys.options(kind.entity), queryFn: kind.options });
  const schema = useMemo(() => pageFormSchema(kind.rules), [kind.rules]);
  const {
    form,
    save,
    submit,
    fieldProps: field,
  } = useSavedForm({
    idPrefix: kind.entity,
    schema,
    empty: EMPTY_FORM,
    values: page.data ? kind.formOf(page.data) : undefined,
    save: (values: PageForm) => kind.save(pageKey, values, page.data),
    onSaved: (result) => {
      const key = kind.keyOf(result);
      setSaved(result);
      setPageKey(key);
      queryClient.setQueryData(backOfficeKeys.record(kind.entity, key), result);
    },
    refreshes: backOfficeKeys.all,
  });
  const [title, markdown, when, cover] = useWatch({
    control: form.control,
    name: ['title', 'bodyMarkdown', 'when', 'cover'],
  });
  const preview = blocksFromMarkdown(markdown);

  const errors = form.formState.errors;
  const id = (field: string) => `${kind.entity}-${field}`;
  const labels = kind.labels ?? { title: 'Title', summary: 'Summary' };

  return (
    <EditorFrame
      label={`${capitalised(kind.noun)} editor`}
      heading={pageKey ? `Editing: ${page.data?.title ?? pageKey}` : `New ${kind.noun}`}
      onClose={onClose}
      history={pageKey && <AuditHistory entity={kind.entity} entityKey={pageKey} />}
    >
      <div className={styles.editor}>
        <form onSubmit={submit} noValidate>
          <TextField {...field('title', labels.title)} />
          <TextField {...field('slug', 'Address (slug)')} />
          <TextAreaField {...field('summary', labels.summary)} rows={3} />
          {kind.choices.map((choice) => (
            <SelectField
              key={choice.name}
              id={id(choice.name)}
              label={choice.label}
              placeholder={`Choose: ${choice.label.toLowerCase()}`}
              options={options.data?.[choice.name] ?? []}
              registration={form.register(`choices.${choice.name}`)}
              error={errors.choices?.[choice.name]?.message}
            />
          ))}
          {kind.hasBookExtras && (
            <>
              <TextAreaField {...field('highlights', 'Highlights (one a line)')} rows={4} />
              <CoverField
                cover={cover}
                onChange={(cover) => form.setValue('cover', cover, { shouldDirty: true })}
              />
            </>
          )}
          <TextAreaField {...field('bodyMarkdown', 'Body (Markdown)')} rows={18} />
          <PictureUpload
            onUploaded={(media) =>
              form.setValue(
                'bodyMarkdown',
                `${form.getValues('bodyMarkdown').trimEnd()}\n\n${media.markdown}\n`,
                {
                  shouldDirty: true,
                },
              )
            }
          />
          <SelectField {...field('when', 'Publishing')} options={WHEN_OPTIONS} />
          {when === 'later' && (
            <div className={styles.field}>
              <label htmlFor={id('publish-at')}>Publish at (IST)</label>
              <TextInput id={id('publish-at')} type="datetime-local" {...form.register('publishAt')} />
              {errors.publishAt && <p role="alert">{errors.publishAt.message}</p>}
            </div>
          )}
          <FormActions alert={save.error?.message}>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save'}
            </Button>
          </FormActions>
          {saved && (
            <p role="status">
              {savedText(saved)}{' '}
              {isLiveNow(saved) && <a href={kind.publicPath(saved)}>Open the {kind.noun} on the site</a>}
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
    </EditorFrame>
  );
}
