import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { fieldPropsOf } from '@/components/forms/field-props.ts';

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
  return { save, submit, fieldProps: fieldPropsOf(form, options.idPrefix) };
}
