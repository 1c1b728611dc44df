'use client';

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { EventInput, type AdminEvent, type AdminEventList } from '@meridian/domain/cms/events-admin';
import { PublishStatus } from '@meridian/domain/cms/publishing';
import { formatIstDateTime } from '@meridian/domain/format-date';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { getAdminEvent, listAdminEvents, saveEvent } from '@/lib/api/site-admin.ts';
import { FormActions, SelectField } from '@/components/forms/fields.tsx';
import { AuditHistory } from './audit-history.client.tsx';
import { EditorFrame, RecordTable } from './editor-frame.client.tsx';
import { instantOrNull, istField, lines, PUBLISH_OPTIONS } from './form-text.ts';
import { siteKeys } from './site-keys.ts';
import { useEditorForm } from './use-editor-form.tsx';

const EventForm = z.object({
  slug: z.string(),
  city: z.string(),
  title: z.string(),
  overview: z.string(),
  bannerHeadline: z.string(),
  bannerSubline: z.string(),
  venueName: z.string(),
  venueAddress: z.string(),
  latitude: z.string(),
  longitude: z.string(),
  startsAt: z.string(),
  durationMinutes: z.string(),
  /** One `time | activity` a line. */
  schedule: z.string(),
  keyHighlights: z.string(),
  universitySlugs: z.string(),
  status: PublishStatus,
});
type EventForm = z.infer<typeof EventForm>;

const EventFormInput = EventForm.transform((form) => ({
  ...form,
  latitude: Number(form.latitude),
  longitude: Number(form.longitude),
  startsAt: instantOrNull(form.startsAt) ?? '',
  durationMinutes: Number(form.durationMinutes),
  schedule: lines(form.schedule).map((line) => {
    const [time = '', ...activity] = line.split('|');
    return { time: time.trim(), activity: activity.join('|').trim() };
  }),
  keyHighlights: lines(form.keyHighlights),
  universitySlugs: lines(form.universitySlugs),
})).pipe(EventInput);

const EMPTY: EventForm = {
  slug: '',
  city: '',
  title: '',
  overview: '',
  bannerHeadline: '',
  bannerSubline: '',
  venueName: '',
  venueAddress: '',
  latitude: '',
  longitude: '',
  startsAt: '',
  durationMinutes: '420',
  schedule: '',
  keyHighlights: '',
  universitySlugs: '',
  status: 'draft',
};

function formOf(event: AdminEvent): EventForm {
  return {
    ...event,
    latitude: String(event.latitude),
    longitude: String(event.longitude),
    startsAt: istField(event.startsAt),
    durationMinutes: String(event.durationMinutes),
    schedule: event.schedule.map((item) => `${item.time} | ${item.activity}`).join('\n'),
    keyHighlights: event.keyHighlights.join('\n'),
    universitySlugs: event.universitySlugs.join('\n'),
  };
}

function EventEditor({ openSlug, onClose }: { openSlug: string | undefined; onClose: () => void }) {
  const [slug, setSlug] = useState(openSlug);
  const event = useQuery({
    queryKey: siteKeys.event(slug ?? ''),
    queryFn: () => getAdminEvent(slug!),
    enabled: Boolean(slug),
  });
  const { save, submit, text, area, fieldProps } = useEditorForm({
    idPrefix: 'event',
    schema: EventFormInput,
    empty: EMPTY,
    values: event.data && formOf(event.data),
    save: (input) => saveEvent(slug, input),
    onSaved: (saved) => setSlug(saved.slug),
  });
  return (
    <EditorFrame
      label="Fair editor"
      heading={slug ? `Editing: ${event.data?.title ?? slug}` : 'New fair'}
      onClose={onClose}
      history={slug && <AuditHistory entity="event" entityKey={slug} />}
    >
      <form onSubmit={submit} noValidate>
        {text('title', 'Title')}
        {text('slug', 'Address (slug)')}
        {text('city', 'City')}
        {text('startsAt', 'Doors open (IST)', 'datetime-local')}
        {text('durationMinutes', 'Length in minutes')}
        {text('venueName', 'Venue')}
        {text('venueAddress', 'Venue address')}
        {text('latitude', 'Latitude')}
        {text('longitude', 'Longitude')}
        {text('bannerHeadline', 'Banner headline')}
        {text('bannerSubline', 'Banner line below it')}
        {area('overview', 'Overview', 5)}
        {area('schedule', 'Schedule (one “10:00 AM | What happens” a line, IST)', 6)}
        {area('keyHighlights', 'Key highlights (one a line)', 4)}
        {area('universitySlugs', 'Universities (one address a line, in logo order)', 6)}
        <SelectField {...fieldProps('status', 'Publishing')} options={PUBLISH_OPTIONS} />
        <FormActions alert={save.error?.message}>
          <button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </button>
        </FormActions>
        {save.data && (
          <p role="status">
            {save.data.status === 'published' ? 'Published.' : 'Draft saved.'}{' '}
            {save.data.status === 'published' && (
              <a href={sitePath(siteRoutes.event(save.data.slug))}>Open the fair on the site</a>
            )}
          </p>
        )}
      </form>
    </EditorFrame>
  );
}

type Row = AdminEventList['items'][number];

/** University fairs, drafts too, with their places taken, and their editor. */
export function Events() {
  const events = useQuery({ queryKey: siteKeys.events, queryFn: listAdminEvents });
  const [editing, setEditing] = useState<{ slug: string | undefined }>();
  if (editing) return <EventEditor openSlug={editing.slug} onClose={() => setEditing(undefined)} />;
  return (
    <RecordTable<Row>
      label="University fairs"
      newLabel="New fair"
      rows={events.data?.items}
      headers={['Fair', 'City', 'Doors open', 'State', 'Registrations']}
      keyOf={(row) => row.slug}
      nameOf={(row) => row.title}
      cells={(row) => [
        row.city,
        formatIstDateTime(row.startsAt),
        row.status === 'published' ? 'Published' : 'Draft',
        row.registrations,
      ]}
      onEdit={(row) => setEditing({ slug: row.slug })}
      onNew={() => setEditing({ slug: undefined })}
    />
  );
}
