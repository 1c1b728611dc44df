'use client';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PublishStatus } from '@meridian/domain/cms/publishing';
import { FormActions, SelectField, TextAreaField, TextField } from '@/components/forms/fields.tsx';
import type { fieldPropsOf } from '@/components/forms/field-props.ts';
import { useSavedForm } from '@/components/forms/use-schema-form.ts';
import { AuditHistory } from './audit-history.client.tsx';
import { backOfficeKeys } from './back-office-keys.ts';
import { EditorFrame } from './editor-frame.client.tsx';
import { capitalised } from './form-text.ts';
import type { Control } from './record-fields.ts';
import type { RecordKind } from './record-kind.ts';
import { Button } from '@/components/ui/button.tsx';

/** One field of the form, in the control its kind asks for. */
function FieldControl({
  control,
  ...props
}: ReturnType<ReturnType<typeof fieldPropsOf>> & { control: Control }) {
  if ('options' in control) return <SelectField {...props} options={control.options} />;
  if ('rows' in control) return <TextAreaField {...props} rows={control.rows} />;
  return <TextField {...props} type={control.type} />;
}

/** The form of one record of any kind (a new one when `row` is none), then its history. */
export function RecordEditor<Rec extends { status: PublishStatus }, Row, Input, Key extends string | number>({
  kind,
  row,
  onClose,
}: {
  kind: RecordKind<Rec, Row, Input, Key>;
  row: Row | undefined;
  onClose: () => void;
}) {
  const [key, setKey] = useState(row && kind.keyOf(row));
  const fetch = 'fetch' in kind.open ? kind.open.fetch : undefined;
  const fetched = useQuery({
    queryKey: backOfficeKeys.record(kind.entity, String(key ?? '')),
    queryFn: () => fetch!(key!),
    enabled: fetch !== undefined && key !== undefined,
  });
  const record = 'listed' in kind.open ? row && kind.open.listed(row) : fetched.data;
  const { save, submit, fieldProps } = useSavedForm({
    idPrefix: kind.entity,
    schema: kind.form.schema,
    empty: kind.form.empty,
    values: record && kind.form.formOf(record),
    save: (input) => kind.save(key, input),
    onSaved: (saved) => setKey(kind.keyOf(saved)),
    refreshes: backOfficeKeys.all,
  });
  const published = save.data?.status === 'published';
  return (
    <EditorFrame
      label={`${capitalised(kind.noun)} editor`}
      heading={key === undefined ? `New ${kind.noun}` : `Editing: ${record ? kind.nameOf(record) : key}`}
      onClose={onClose}
      history={
        key !== undefined && (
          <AuditHistory entity={kind.entity} entityKey={String(key)} describe={kind.describe} />
        )
      }
    >
      <form onSubmit={submit} noValidate>
        {kind.form.entries.map(([name, field]) => (
          <FieldControl key={name} control={field.control} {...fieldProps(name, field.label)} />
        ))}
        <FormActions alert={save.error?.message}>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </FormActions>
        {save.data && (
          <p role="status">
            {published ? 'Published.' : 'Draft saved.'}
            {published && kind.publicPath && (
              <>
                {' '}
                <a href={kind.publicPath(save.data)}>Open the {kind.noun} on the site</a>
              </>
            )}
          </p>
        )}
      </form>
    </EditorFrame>
  );
}
