'use client';

import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { TextAreaField, TextField } from '@/components/forms/fields.tsx';

/**
 * A back-office form: its text fields turned into the API's input by `schema` (which names the
 * field at fault), the save, and a refresh of every back-office query once it is saved.
 */
export function useEditorForm<Form extends FieldValues, Input, Saved>(options: {
  /** Prefixes the fields' ids: `event-title`. */
  idPrefix: string;
  schema: z.ZodType<Input, Form>;
  empty: Form;
  /** The record's values once loaded; the form shows them. */
  values: Form | undefined;
  save: (input: Input) => Promise<Saved>;
  onSaved?: (saved: Saved) => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<Form, unknown, Input>({
    resolver: zodResolver(options.schema as never) as unknown as Resolver<Form, unknown, Input>,
    defaultValues: options.empty as DefaultValues<Form>,
    values: options.values,
  });
  const save = useMutation({
    mutationFn: options.save,
    onSuccess: async (saved) => {
      options.onSaved?.(saved);
      await queryClient.invalidateQueries({ queryKey: ['back-office'] });
    },
  });
  const submit = form.handleSubmit((input) => save.mutate(input));
  const fieldProps = (name: Path<Form>, label: string) => ({
    id: `${options.idPrefix}-${name}`,
    label,
    registration: form.register(name),
    error: firstError(form.formState.errors[name]),
  });
  /** A text field of the form, its error shown below it. */
  const text = (name: Path<Form>, label: string, type?: 'datetime-local') => (
    <TextField {...fieldProps(name, label)} type={type} />
  );
  /** A textarea of the form (a list is one item a line). */
  const area = (name: Path<Form>, label: string, rows = 3) => (
    <TextAreaField {...fieldProps(name, label)} rows={rows} />
  );
  return { form, save, submit, text, area, fieldProps };
}

/** The message of a field's error, or of the first error inside it (a list's item). */
export function firstError(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  for (const inner of Object.values(error)) {
    const message = firstError(inner);
    if (message) return message;
  }
  return undefined;
}
