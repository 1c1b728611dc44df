'use client';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PublishStatus } from '@meridian/domain/cms/publishing';
import { WebinarInput, type AdminWebinar, type AdminWebinarList } from '@meridian/domain/cms/webinars-admin';
import { formatIstDateTime } from '@meridian/domain/format-date';
import { getAdminWebinar, listAdminWebinars, saveWebinar } from '@/lib/api/site-admin.ts';
import { FormActions, SelectField } from '@/components/forms/fields.tsx';
import { AuditHistory } from './audit-history.client.tsx';
import { EditorFrame, RecordTable } from './editor-frame.client.tsx';
import { instantOrNull, istField, orNull, PUBLISH_OPTIONS } from './form-text.ts';
import { siteKeys } from './site-keys.ts';
import { useEditorForm } from './use-editor-form.tsx';

const WebinarForm = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  countrySlug: z.string(),
  universitySlug: z.string(),
  hostName: z.string(),
  hostRole: z.string(),
  startsAt: z.string(),
  durationMinutes: z.string(),
  seats: z.string(),
  joinUrl: z.string(),
  zoomMeetingNumber: z.string(),
  recordingUrl: z.string(),
  status: PublishStatus,
});
type WebinarForm = z.infer<typeof WebinarForm>;

const WebinarFormInput = WebinarForm.transform((form) => ({
  ...form,
  universitySlug: orNull(form.universitySlug),
  startsAt: instantOrNull(form.startsAt) ?? '',
  durationMinutes: Number(form.durationMinutes),
  seats: Number(form.seats),
  joinUrl: orNull(form.joinUrl),
  zoomMeetingNumber: orNull(form.zoomMeetingNumber),
  recordingUrl: orNull(form.recordingUrl),
})).pipe(WebinarInput);

const EMPTY: WebinarForm = {
  slug: '',
  title: '',
  summary: '',
  countrySlug: '',
  universitySlug: '',
  hostName: '',
  hostRole: '',
  startsAt: '',
  durationMinutes: '60',
  seats: '500',
  joinUrl: '',
  zoomMeetingNumber: '',
  recordingUrl: '',
  status: 'draft',
};

function formOf(webinar: AdminWebinar): WebinarForm {
  return {
    ...webinar,
    universitySlug: webinar.universitySlug ?? '',
    startsAt: istField(webinar.startsAt),
    durationMinutes: String(webinar.durationMinutes),
    seats: String(webinar.seats),
    joinUrl: webinar.joinUrl ?? '',
    zoomMeetingNumber: webinar.zoomMeetingNumber ?? '',
    recordingUrl: webinar.recordingUrl ?? '',
  };
}

function WebinarEditor({ openSlug, onClose }: { openSlug: string | undefined; onClose: () => void }) {
  const [slug, setSlug] = useState(openSlug);
  const webinar = useQuery({
    queryKey: siteKeys.webinar(slug ?? ''),
    queryFn: () => getAdminWebinar(slug!),
    enabled: Boolean(slug),
  });
  const { save, submit, text, area, fieldProps } = useEditorForm({
    idPrefix: 'webinar',
    schema: WebinarFormInput,
    empty: EMPTY,
    values: webinar.data && formOf(webinar.data),
    save: (input) => saveWebinar(slug, input),
    onSaved: (saved) => setSlug(saved.slug),
  });
  return (
    <EditorFrame
      label="Webinar editor"
      heading={slug ? `Editing: ${webinar.data?.title ?? slug}` : 'New webinar'}
      onClose={onClose}
      history={slug && <AuditHistory entity="webinar" entityKey={slug} />}
    >
      <form onSubmit={submit} noValidate>
        {text('title', 'Title')}
        {text('slug', 'Address (slug)')}
        {area('summary', 'Summary', 4)}
        {text('countrySlug', 'Destination (its address, e.g. uk)')}
        {text('universitySlug', 'University (its address; empty for a counsellor’s session)')}
        {text('hostName', 'Host')}
        {text('hostRole', 'Host’s role')}
        {text('startsAt', 'Starts (IST)', 'datetime-local')}
        {text('durationMinutes', 'Length in minutes')}
        {text('seats', 'Seats')}
        {text('joinUrl', 'Join link (https)')}
        {text('zoomMeetingNumber', 'Zoom meeting number (instead of a join link)')}
        {text('recordingUrl', 'Recording link (https)')}
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

type Row = AdminWebinarList['items'][number];

/** Webinars, drafts too, with their seats taken, and their editor. */
export function Webinars() {
  const webinars = useQuery({ queryKey: siteKeys.webinars, queryFn: listAdminWebinars });
  const [editing, setEditing] = useState<{ slug: string | undefined }>();
  if (editing) return <WebinarEditor openSlug={editing.slug} onClose={() => setEditing(undefined)} />;
  return (
    <RecordTable<Row>
      label="Webinars"
      newLabel="New webinar"
      rows={webinars.data?.items}
      headers={['Webinar', 'Starts', 'State', 'Seats taken']}
      keyOf={(row) => row.slug}
      nameOf={(row) => row.title}
      cells={(row) => [
        formatIstDateTime(row.startsAt),
        row.status === 'published' ? 'Published' : 'Draft',
        `${row.registered} of ${row.seats}`,
      ]}
      onEdit={(row) => setEditing({ slug: row.slug })}
      onNew={() => setEditing({ slug: undefined })}
    />
  );
}
