'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { formatInstantDate } from '@meridian/domain/format-date';
import { addNote, getNotes } from '@/lib/api/profile.ts';
import { profileKeys, useLearner } from '../use-learner.ts';
import { CounsellorCard } from './counsellor-card.client.tsx';
import styles from '../profile.module.css';

/** Counselor: who looks after the learner, and the notes between them. */
export function Counselor() {
  const { id: userId } = useLearner();
  const queryClient = useQueryClient();
  const notes = useQuery({ queryKey: profileKeys.of(userId, 'notes'), queryFn: () => getNotes(userId) });
  const add = useMutation({
    mutationFn: (text: string) => addNote(userId, { studyAbroad: true, notes: text }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.of(userId, 'notes') }),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    add.mutate(String(new FormData(form).get('notes') ?? ''), { onSuccess: () => form.reset() });
  };
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
        <form className={styles.form} onSubmit={submit}>
          <label>
            A note for your counsellor
            <textarea name="notes" rows={3} minLength={2} maxLength={2000} required />
          </label>
          {add.error && (
            <p role="alert" className={styles.error}>
              {add.error.message}
            </p>
          )}
          <button type="submit" className={styles.button} disabled={add.isPending}>
            Add note
          </button>
        </form>
      </section>
    </div>
  );
}
