'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form';
import styles from '@/app/[variant]/profile/profile.module.css';
import { FormAlert } from '@/components/forms/fields.tsx';
import type { FieldPropsOf } from '@/components/forms/field-props.ts';
import { QueryState } from '@/components/ui/query-state.client.tsx';
import { useProfileForm } from './use-profile-form.ts';
import { Button } from '@/components/ui/button.tsx';

interface SectionProps<TValues extends FieldValues, TPayload> {
  title: string;
  queryKey: readonly unknown[];
  load: () => Promise<TPayload | null>;
  save: (data: TPayload) => Promise<unknown>;
  /** The domain's schema over what the inputs make (`payloadResolver`). */
  resolver: Resolver<TValues, unknown, TPayload>;
  /** The inputs' values for what was saved, or for nothing saved yet. */
  values: (saved: TPayload | null) => DefaultValues<TValues>;
  fields: (field: FieldPropsOf<TValues>) => ReactNode;
  onSaved?: () => void;
}

/**
 * One profile form: loads what was saved, checks the entries with the form's domain schema before
 * sending, each error beside its field, and shows the API's word when it refuses.
 */
export function SectionForm<TValues extends FieldValues, TPayload>(props: SectionProps<TValues, TPayload>) {
  const saved = useQuery({ queryKey: props.queryKey, queryFn: props.load });
  return (
    <section className={styles.card} aria-label={props.title}>
      <h2>{props.title}</h2>
      <QueryState query={saved}>{(data) => <SectionFields {...props} saved={data} />}</QueryState>
    </section>
  );
}

function SectionFields<TValues extends FieldValues, TPayload>(
  props: SectionProps<TValues, TPayload> & { saved: TPayload | null },
) {
  const queryClient = useQueryClient();
  const { save, alert, field, submit } = useProfileForm({
    resolver: props.resolver,
    defaultValues: props.values(props.saved),
    send: props.save,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: props.queryKey.slice(0, 2) });
      props.onSaved?.();
    },
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {props.fields(field)}
      <SaveButton save={save} alert={alert} label={`Save ${props.title.toLowerCase()}`} />
    </form>
  );
}

/** A profile form's submit button, with the API's refusal above it or word that the save went through. */
export function SaveButton({
  save,
  alert,
  label,
}: {
  save: { isSuccess: boolean; isPending: boolean };
  alert: string | undefined;
  label: string;
}) {
  return (
    <>
      {alert && <FormAlert>{alert}</FormAlert>}
      {save.isSuccess && <p role="status">Saved.</p>}
      <Button type="submit" variant="primary" disabled={save.isPending}>
        {label}
      </Button>
    </>
  );
}
