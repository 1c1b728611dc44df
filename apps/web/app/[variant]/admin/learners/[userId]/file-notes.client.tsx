'use client';

import { useQuery } from '@tanstack/react-query';
import { formatInstantDate } from '@meridian/domain/format-date';
import { NoteRequest } from '@meridian/domain/profile/profile-forms';
import { addNote, getNotes } from '@/lib/api/profile.ts';
import { FormActions, TextAreaField } from '@/components/forms/fields.tsx';
import { useSavedForm } from '@/components/forms/use-schema-form.ts';
import { profileKeys } from '../../../profile/use-learner.ts';
import styles from './learner-file.module.css';
import { Button } from '@/components/ui/button.tsx';

const EMPTY = { studyAbroad: true, notes: '' };

/** Notes on the learner, newest first, and a new one. */
export function FileNotes({ userId }: { userId: string }) {
  const notes = useQuery({ queryKey: profileKeys.of(userId, 'notes'), queryFn: () => getNotes(userId) });
  const { save, submit, fieldProps, alert } = useSavedForm({
    idPrefix: 'learner-note',
    schema: NoteRequest,
    empty: EMPTY,
    save: (note) => addNote(userId, note),
    onSaved: (_saved, form) => form.reset(EMPTY),
    refreshes: profileKeys.of(userId, 'notes'),
    apiFields: { notes: 'notes' },
  });
  return (
    <section className={styles.section} aria-labelledby="file-notes">
      <h2 id="file-notes">Notes</h2>
      <form onSubmit={submit} noValidate aria-label="Write a note">
        <TextAreaField {...fieldProps('notes', 'Note')} rows={3} />
        <FormActions alert={alert}>
          <Button type="submit" disabled={save.isPending}>
            Save note
          </Button>
        </FormActions>
      </form>
      {!notes.data && <p aria-busy={notes.isPending}>{notes.error?.message ?? 'Loading…'}</p>}
      {notes.data?.length === 0 && <p className={styles.muted}>No notes yet.</p>}
      {notes.data && notes.data.length > 0 && (
        <ol className={styles.list} aria-label="Notes">
          {notes.data.map((note) => (
            <li key={note.id}>
              <span className={styles.muted}>
                {formatInstantDate(note.createdAt)}, {note.author}:
              </span>{' '}
              {note.notes}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
