'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatInstantDate } from '@meridian/domain/format-date';
import {
  LEAD_STATUSES,
  LEAD_STATUS_NAMES,
  LeadNoteCreate,
  type CounsellorRef,
  type LeadDetail,
} from '@meridian/domain/lead/inbox';
import type { ContactPreferences } from '@meridian/domain/lead/schemas';
import { FormAlert, SelectField, TextAreaField } from '@/components/forms/fields.tsx';
import { fieldPropsOf } from '@/components/forms/field-props.ts';
import { addLeadNote, assignLead, getLead } from '@/lib/api/lead-admin.ts';
import { QueryState } from '@/components/ui/query-state.client.tsx';
import { leadKeys } from './lead-keys.ts';
import styles from './admin.module.css';

/** What a number or address has stopped, in words; a counsellor honours it before calling or writing. */
function stoppedText(preferences: ContactPreferences): string {
  const stopped = [
    preferences.stopCalls && 'calls',
    preferences.stopSms && 'SMS',
    preferences.stopEmail && 'email',
  ].filter(Boolean);
  return stopped.length === 0 ? 'No restriction' : `Stopped: ${stopped.join(', ')}`;
}

function useLeadUpdate(leadId: string) {
  const queryClient = useQueryClient();
  return (lead: LeadDetail) => {
    queryClient.setQueryData(leadKeys.lead(leadId), lead);
    void queryClient.invalidateQueries({ queryKey: leadKeys.all });
  };
}

function Assignment({ lead, counsellors }: { lead: LeadDetail; counsellors: CounsellorRef[] }) {
  const [choice, setChoice] = useState(lead.assignedTo?.id ?? '');
  const updated = useLeadUpdate(lead.id);
  const assign = useMutation({
    mutationFn: () => assignLead(lead.id, { counsellorId: choice || null }),
    onSuccess: updated,
  });
  return (
    <form
      className={styles.row}
      onSubmit={(event) => {
        event.preventDefault();
        assign.mutate();
      }}
    >
      <label className={styles.filter}>
        Counsellor
        <select value={choice} onChange={(event) => setChoice(event.target.value)}>
          <option value="">Unassigned</option>
          {counsellors.map((c) => (
            <option key={c.id} value={c.id}>
              {c.fullName}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" disabled={assign.isPending}>
        Assign
      </button>
      {assign.error && <FormAlert>{assign.error.message}</FormAlert>}
    </form>
  );
}

function NoteForm({ lead }: { lead: LeadDetail }) {
  const updated = useLeadUpdate(lead.id);
  const form = useForm({
    resolver: zodResolver(LeadNoteCreate),
    defaultValues: { notes: '', status: lead.status, studyAbroad: true },
  });
  const save = useMutation({
    mutationFn: (note: LeadNoteCreate) => addLeadNote(lead.id, note),
    onSuccess: (saved) => {
      updated(saved);
      form.reset({ notes: '', status: saved.status, studyAbroad: true });
    },
  });
  const field = fieldPropsOf(form, 'lead');
  return (
    <form onSubmit={form.handleSubmit((note) => save.mutate(note))} aria-label="Note and status">
      <SelectField
        {...field('status', 'Status')}
        options={LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_NAMES[status] }))}
      />
      <TextAreaField {...field('notes', 'Note')} rows={3} />
      {save.error && <FormAlert>{save.error.message}</FormAlert>}
      <button type="submit" disabled={save.isPending}>
        Save note
      </button>
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
        <button type="button" onClick={props.onClose}>
          Close
        </button>
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
