'use client';

import Link from 'next/link';
import { z } from 'zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatInstantDate } from '@meridian/domain/format-date';
import {
  LEAD_STATUSES,
  LEAD_STATUS_NAMES,
  LeadAssignment,
  LeadNoteCreate,
  type CounsellorRef,
  type LeadDetail,
} from '@meridian/domain/lead/inbox';
import type { ContactPreferences } from '@meridian/domain/lead/schemas';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { FormAlert, SelectField, TextAreaField } from '@/components/forms/fields.tsx';
import { useSavedForm } from '@/components/forms/use-schema-form.ts';
import { addLeadNote, assignLead, getLead } from '@/lib/api/lead-admin.ts';
import { QueryState } from '@/components/ui/query-state.client.tsx';
import { leadKeys } from './lead-keys.ts';
import styles from './admin.module.css';
import { Button } from '@/components/ui/button.tsx';

/** What a number or address has stopped, in words; a counsellor honours it before calling or writing. */
function stoppedText(preferences: ContactPreferences): string {
  const stopped = [
    preferences.stopCalls && 'calls',
    preferences.stopSms && 'SMS',
    preferences.stopEmail && 'email',
  ].filter(Boolean);
  return stopped.length === 0 ? 'No restriction' : `Stopped: ${stopped.join(', ')}`;
}

/** The lead as a save answers it: shown at once, and every list that holds it refreshed. */
function useShowSaved(leadId: string) {
  const queryClient = useQueryClient();
  return (lead: LeadDetail) => queryClient.setQueryData(leadKeys.lead(leadId), lead);
}

/** The counsellor's choice of "nobody" is a blank select; the API's is `null`. */
const AssignmentForm = z
  .object({ counsellorId: z.string() })
  .transform(({ counsellorId }) => ({ counsellorId: counsellorId || null }))
  .pipe(LeadAssignment);

function Assignment({ lead, counsellors }: { lead: LeadDetail; counsellors: CounsellorRef[] }) {
  const show = useShowSaved(lead.id);
  const { save, submit, fieldProps } = useSavedForm({
    idPrefix: 'lead-assignment',
    schema: AssignmentForm,
    empty: { counsellorId: lead.assignedTo?.id ?? '' },
    save: (change: LeadAssignment) => assignLead(lead.id, change),
    onSaved: show,
    refreshes: leadKeys.all,
  });
  return (
    <form className={styles.row} onSubmit={submit} noValidate>
      <SelectField
        {...fieldProps('counsellorId', 'Counsellor')}
        placeholder="Unassigned"
        options={counsellors.map((c) => ({ value: c.id, label: c.fullName }))}
      />
      <Button type="submit" disabled={save.isPending}>
        Assign
      </Button>
      {save.error && <FormAlert>{save.error.message}</FormAlert>}
    </form>
  );
}

function NoteForm({ lead }: { lead: LeadDetail }) {
  const show = useShowSaved(lead.id);
  const { save, submit, fieldProps } = useSavedForm({
    idPrefix: 'lead',
    schema: LeadNoteCreate,
    empty: { notes: '', status: lead.status, studyAbroad: true },
    save: (note: LeadNoteCreate) => addLeadNote(lead.id, note),
    onSaved: (saved, form) => {
      show(saved);
      form.reset({ notes: '', status: saved.status, studyAbroad: true });
    },
    refreshes: leadKeys.all,
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Note and status">
      <SelectField
        {...fieldProps('status', 'Status')}
        options={LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_NAMES[status] }))}
      />
      <TextAreaField {...fieldProps('notes', 'Note')} rows={3} />
      {save.error && <FormAlert>{save.error.message}</FormAlert>}
      <Button type="submit" disabled={save.isPending}>
        Save note
      </Button>
    </form>
  );
}

/** One lead: who, what they asked for and where they came from, what they stopped, and the counsellor's work on it. */
export function LeadPanel(props: { leadId: string; counsellors: CounsellorRef[]; onClose: () => void }) {
  const lead = useQuery({ queryKey: leadKeys.lead(props.leadId), queryFn: () => getLead(props.leadId) });
  return (
    <QueryState query={lead} loading="Loading the lead…">
      {(l) => <LeadFacts lead={l} counsellors={props.counsellors} onClose={props.onClose} />}
    </QueryState>
  );
}

function LeadFacts(props: { lead: LeadDetail; counsellors: CounsellorRef[]; onClose: () => void }) {
  const l = props.lead;
  return (
    <section className={styles.panel} aria-labelledby="lead-name">
      <div className={styles.row}>
        <h2 id="lead-name">{l.name}</h2>
        <Button onClick={props.onClose}>Close</Button>
      </div>
      <dl className={styles.facts}>
        <dt>Status</dt>
        <dd>{LEAD_STATUS_NAMES[l.status]}</dd>
        <dt>Mobile</dt>
        <dd>
          {l.mobile} {l.verified ? '(verified)' : '(not verified)'}
        </dd>
        {l.email && (
          <>
            <dt>Email</dt>
            <dd>{l.email}</dd>
          </>
        )}
        <dt>Wants</dt>
        <dd>
          {l.interestedEducationLevel} in {l.interestedCountries.join(', ')}
          {l.interestedYear ? `, from ${l.interestedYear}` : ''}
        </dd>
        <dt>Account</dt>
        <dd>
          {l.account ? (
            <Link href={siteRoutes.adminLearner(l.account.id)}>Open learner’s file</Link>
          ) : (
            'Not registered yet'
          )}
        </dd>
        {l.contactPreferences.map((preferences) => (
          <div key={preferences.contact}>
            <dt>Contact by {preferences.kind}</dt>
            <dd>{stoppedText(preferences)}</dd>
          </div>
        ))}
      </dl>
      <Assignment key={l.assignedTo?.id ?? 'none'} lead={l} counsellors={props.counsellors} />
      <h3>Touchpoints</h3>
      <ol className={styles.timeline}>
        {l.touchpoints.map((t) => (
          <li key={t.createdAt + t.registrationType}>
            {formatInstantDate(t.createdAt)}: {t.registrationType}
            {t.source && ` from ${t.source}`}
            {t.formId && ` (form ${t.formId})`}
            {t.programInterest && ` about ${t.programInterest.title ?? t.programInterest.university}`}
            {Object.entries(t.extraFields).length > 0 && (
              <span className={styles.muted}>
                {' '}
                (
                {Object.entries(t.extraFields)
                  .map(([key, value]) => `${key}: ${value}`)
                  .join(', ')}
                )
              </span>
            )}
          </li>
        ))}
      </ol>
      <h3>Notes</h3>
      <NoteForm key={l.status} lead={l} />
      <ol className={styles.timeline} aria-label="Notes">
        {l.notes.map((note) => (
          <li key={note.id}>
            {formatInstantDate(note.createdAt)}, {note.author ?? 'A former counsellor'}
            {note.status && ` (moved to ${LEAD_STATUS_NAMES[note.status]})`}: {note.notes}
          </li>
        ))}
      </ol>
    </section>
  );
}
