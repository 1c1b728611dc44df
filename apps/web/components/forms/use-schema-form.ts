import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { fieldPropsOf } from './field-props.ts';

/**
 * The staff console's one form engine: react-hook-form checked by a zod schema (the domain's, or
 * one that turns the form's text into the domain's input, so its errors name the field at fault).
 */
export function useSchemaForm<Form extends FieldValues, Input>(options: {
  /** Prefixes the fields' ids: `event-title`. */
  idPrefix: string;
  schema: z.ZodType<Input, Form>;
  empty: Form;
  /** The values to show once known (a loaded record, the address's filters); the form follows them. */
  values?: Form | undefined;
}) {
  const form = useForm<Form, unknown, Input>({
    resolver: zodResolver(options.schema as never) as unknown as Resolver<Form, unknown, Input>,
    defaultValues: options.empty as DefaultValues<Form>,
    values: options.values,
  });
  return { form, fieldProps: fieldPropsOf(form, options.idPrefix) };
}

/** A schema form whose submission saves: the save's state, and a refresh of the queries it changes. */
export function useSavedForm<Form extends FieldValues, Input, Saved>(
  options: Parameters<typeof useSchemaForm<Form, Input>>[0] & {
    save: (input: Input) => Promise<Saved>;
    onSaved?: (saved: Saved, form: UseFormReturn<Form, unknown, Input>) => void;
    /** The queries (a key prefix) every save refreshes. */
    refreshes: QueryKey;
  },
) {
  const queryClient = useQueryClient();
  const { form, fieldProps } = useSchemaForm(options);
  const save = useMutation({
    mutationFn: options.save,
    onSuccess: async (saved) => {
      options.onSaved?.(saved, form);
      await queryClient.invalidateQueries({ queryKey: options.refreshes });
    },
  });
  const submit = form.handleSubmit((input) => save.mutate(input));
  return { form, save, submit, fieldProps };
}
