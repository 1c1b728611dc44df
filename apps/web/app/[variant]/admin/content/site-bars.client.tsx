'use client';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PublishStatus } from '@meridian/domain/cms/publishing';
import { SiteBarInput, type AdminSiteBar } from '@meridian/domain/cms/site-bars-admin';
import { BAR_KINDS } from '@meridian/domain/extras/schemas';
import { formatIstDateTime } from '@meridian/domain/format-date';
import { listAdminSiteBars, saveSiteBar } from '@/lib/api/site-admin.ts';
import { FormActions, SelectField } from '@/components/forms/fields.tsx';
import { AuditHistory } from './audit-history.client.tsx';
import { EditorFrame, RecordTable } from './editor-frame.client.tsx';
import { instantOrNull, istField, lines, orNull, PUBLISH_OPTIONS, REGION_OPTIONS } from './form-text.ts';
import { siteKeys } from './site-keys.ts';
import { useEditorForm } from './use-editor-form.tsx';

const KIND_LABELS: Record<AdminSiteBar['kind'], string> = {
  hello: 'Hello bar (top, India only)',
  custom: 'Custom bar (bottom)',
  ticker: 'Ticker line',
};

const BarForm = z.object({
  kind: z.enum(BAR_KINDS),
  region: z.string(),
  message: z.string(),
  ctaText: z.string(),
  href: z.string(),
  paths: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  sortOrder: z.string(),
  status: PublishStatus,
});
type BarForm = z.infer<typeof BarForm>;

const BarFormInput = BarForm.transform((form) => ({
  ...form,
  ctaText: orNull(form.ctaText),
  href: orNull(form.href),
  paths: lines(form.paths),
  startsAt: instantOrNull(form.startsAt),
  endsAt: instantOrNull(form.endsAt),
  sortOrder: Number(form.sortOrder),
})).pipe(SiteBarInput);

const EMPTY: BarForm = {
  kind: 'hello',
  region: 'default',
  message: '',
  ctaText: '',
  href: '',
  paths: '',
  startsAt: '',
  endsAt: '',
  sortOrder: '0',
  status: 'draft',
};

function formOf(bar: AdminSiteBar): BarForm {
  return {
    kind: bar.kind,
    region: bar.region,
    message: bar.message,
    ctaText: bar.ctaText ?? '',
    href: bar.href ?? '',
    paths: bar.paths.join('\n'),
    startsAt: istField(bar.startsAt),
    endsAt: istField(bar.endsAt),
    sortOrder: String(bar.sortOrder),
    status: bar.status,
  };
}

function BarEditor({ bar, onClose }: { bar: AdminSiteBar | undefined; onClose: () => void }) {
  const [id, setId] = useState(bar?.id);
  const { save, submit, text, area, fieldProps } = useEditorForm({
    idPrefix: 'bar',
    schema: BarFormInput,
    empty: EMPTY,
    values: bar && formOf(bar),
    save: (input) => saveSiteBar(id, input),
    onSaved: (saved) => setId(saved.id),
  });
  return (
    <EditorFrame
      label="Bar editor"
      heading={id ? `Editing: ${bar?.message ?? id}` : 'New bar'}
      onClose={onClose}
      history={
        id !== undefined && (
          <AuditHistory
            entity="site-bar"
            entityKey={String(id)}
            describe={(record) => String(record.message)}
          />
        )
      }
    >
      <form onSubmit={submit} noValidate>
        <SelectField
          {...fieldProps('kind', 'Kind')}
          options={BAR_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
        />
        <SelectField
          {...fieldProps('region', 'Region')}
          options={[{ value: 'all', label: 'Every region' }, ...REGION_OPTIONS]}
        />
        {area('message', 'Message', 2)}
        {text('ctaText', 'Link text')}
        {text('href', 'Link (a site path such as /uk, an https address or tel:)')}
        {area('paths', 'Only on these pages (one path a line; empty: every page)')}
        {text('startsAt', 'Shown from (IST)', 'datetime-local')}
        {text('endsAt', 'Shown until (IST)', 'datetime-local')}
        {text('sortOrder', 'Order')}
        <SelectField {...fieldProps('status', 'Publishing')} options={PUBLISH_OPTIONS} />
        <FormActions alert={save.error?.message}>
          <button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </button>
        </FormActions>
        {save.data && <p role="status">{save.data.status === 'published' ? 'Published.' : 'Draft saved.'}</p>}
      </form>
    </EditorFrame>
  );
}

/** The hello bar, the custom bars and the ticker lines, each region's, and their editor. */
export function SiteBars() {
  const bars = useQuery({ queryKey: siteKeys.bars, queryFn: listAdminSiteBars });
  const [editing, setEditing] = useState<{ bar: AdminSiteBar | undefined }>();
  if (editing) return <BarEditor bar={editing.bar} onClose={() => setEditing(undefined)} />;
  return (
    <RecordTable
      label="Hello bar and other bars"
      newLabel="New bar"
      rows={bars.data?.items}
      headers={['Text', 'Kind', 'Region', 'State', 'Shown until']}
      keyOf={(bar) => String(bar.id)}
      nameOf={(bar) => bar.message}
      cells={(bar) => [
        KIND_LABELS[bar.kind],
        bar.region,
        bar.status === 'published' ? 'Published' : 'Draft',
        bar.endsAt ? formatIstDateTime(bar.endsAt) : 'no end',
      ]}
      onEdit={(bar) => setEditing({ bar })}
      onNew={() => setEditing({ bar: undefined })}
    />
  );
}
