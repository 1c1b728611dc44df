'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatInstantDate } from '@meridian/domain/format-date';
import { NoteRequest } from '@meridian/domain/profile/profile-forms';
import { addNote, getNotes } from '@/lib/api/profile.ts';
import { FormAlert, TextAreaField } from '@/components/forms/fields.tsx';
import { useProfileForm } from '@/components/profile/use-profile-form.ts';
import { payloadResolver } from '@/lib/forms/payload-resolver.ts';
import { profileKeys, useLearner } from '../use-learner.ts';
import { CounsellorCard } from './counsellor-card.client.tsx';
import styles from '../profile.module.css';
import { Button } from '@/components/ui/button.tsx';

/** Counselor: who looks after the learner, and the notes between them. */
export function Counselor() {
  const { id: userId } = useLearner();
  const queryClient = useQueryClient();
  const notes = useQuery({ queryKey: profileKeys.of(userId, 'notes'), queryFn: () => getNotes(userId) });
  const { save, alert, field, submit } = useProfileForm({
    // A learner's note is always about studying abroad.
    resolver: payloadResolver(NoteRequest, (values: { notes: string }) => ({ ...values, studyAbroad: true })),
    defaultValues: { notes: '' },
    send: (note: NoteRequest) => addNote(userId, note),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.of(userId, 'notes') }),
    clearOnSuccess: true,
  });
  return (
    <div className={styles.grid}>
      <section className={styles.card}>
        <h3>Your counsellor</h3>
        <CounsellorCard userId={userId} />
      </section>
      <section className={styles.card}>
        <h3>Notes</h3>
        {notes.data?.length === 0 && <p className={styles.muted}>No notes yet.</p>}
        <ul className={styles.list}>
          {notes.data?.map((note) => (
            <li key={note.id}>
              {note.notes}
              <div className={styles.muted}>
                {note.author}, {formatInstantDate(note.createdAt)}
              </div>
            </li>
          ))}
        </ul>
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextAreaField {...field('notes', 'A note for your counsellor')} rows={3} />
          {alert && <FormAlert>{alert}</FormAlert>}
          <Button type="submit" variant="primary" disabled={save.isPending}>
            Add note
          </Button>
        </form>
      </section>
    </div>
  );
}
