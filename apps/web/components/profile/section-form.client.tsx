'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent, ReactNode } from 'react';
import type { z } from 'zod';
import styles from '@/app/profile/profile.module.css';
import { ValueOptions } from '@/components/forms/value-options.tsx';

/**
 * One profile form: loads what was saved, checks the entries with the form's domain schema before
 * sending, and shows the API's word when it refuses. `fields` renders the inputs around the saved
 * values; `read` turns the submitted form into the payload.
 */
export function SectionForm<T extends z.ZodType>(props: {
  title: string;
  queryKey: readonly unknown[];
  load: () => Promise<z.output<T> | null>;
  save: (data: z.output<T>) => Promise<unknown>;
  schema: T;
  read: (data: FormData) => unknown;
  fields: (saved: z.output<T> | null) => ReactNode;
  onSaved?: () => void;
}) {
  const queryClient = useQueryClient();
  const saved = useQuery({ queryKey: props.queryKey, queryFn: props.load });
  const save = useMutation({
    mutationFn: async (form: FormData) => {
      const parsed = props.schema.safeParse(props.read(form));
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new Error(`Please check ${issue.path.join(' ') || 'the form'}: ${issue.message}`);
      }
      return props.save(parsed.data);
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: props.queryKey.slice(0, 2) });
      props.onSaved?.();
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(new FormData(event.currentTarget));
  };
  return (
    <section className={styles.card} aria-label={props.title}>
      <h2>{props.title}</h2>
      {saved.isPending ? (
        <p aria-busy="true">Loading…</p>
      ) : (
        <form key={saved.dataUpdatedAt} className={styles.form} onSubmit={submit} noValidate>
          {props.fields(saved.data ?? null)}
          <SaveButton save={save} label={`Save ${props.title.toLowerCase()}`} />
        </form>
      )}
    </section>
  );
}

/** A profile form's submit button, with the API's refusal above it or word that the save went through. */
export function SaveButton({
  save,
  label,
}: {
  save: { error: Error | null; isSuccess: boolean; isPending: boolean };
  label: string;
}) {
  return (
    <>
      {save.error && (
        <p role="alert" className={styles.error}>
          {save.error.message}
        </p>
      )}
      {save.isSuccess && <p role="status">Saved.</p>}
      <button type="submit" className={styles.button} disabled={save.isPending}>
        {label}
      </button>
    </>
  );
}

/** A select of options, the saved value chosen. */
export function Choice(props: {
  name: string;
  label: string;
  options: readonly { value: string | number; label: string }[];
  value: string | number | undefined;
  multiple?: boolean;
  values?: readonly (string | number)[];
}) {
  return (
    <label>
      {props.label}
      <select
        name={props.name}
        multiple={props.multiple}
        defaultValue={
          props.multiple ? props.values?.map(String) : props.value === undefined ? '' : String(props.value)
        }
      >
        {!props.multiple && <option value="">Choose…</option>}
        <ValueOptions options={props.options} />
      </select>
    </label>
  );
}
