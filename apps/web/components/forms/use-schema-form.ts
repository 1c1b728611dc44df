import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError } from '@/lib/api/api-error.ts';
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

/** The form field an API refusal names (`apiFields` maps the API's name to the form's), if any. */
function refusedField<Form extends FieldValues>(
  error: unknown,
  apiFields: Readonly<Record<string, Path<Form>>>,
): { field: Path<Form>; message: string } | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const refused = error.fieldErrorIn(Object.keys(apiFields));
  return refused && { field: apiFields[refused.field]!, message: refused.message };
}

/**
 * A schema form whose submission saves: the save's state, and a refresh of the queries it changes.
 * An API refusal of one of `apiFields` shows beside that field ("the only admin"); any other is
 * the `alert` above the buttons.
 */
export function useSavedForm<Form extends FieldValues, Input, Saved>(
  options: Parameters<typeof useSchemaForm<Form, Input>>[0] & {
    save: (input: Input) => Promise<Saved>;
    onSaved?: (saved: Saved, form: UseFormReturn<Form, unknown, Input>) => void;
    /** The queries (a key prefix) every save refreshes. */
    refreshes: QueryKey;
    /** The API's name of a field (`permissions`) and the form field that shows its refusal (`roles`). */
    apiFields?: Readonly<Record<string, Path<Form>>>;
  },
) {
  const queryClient = useQueryClient();
  const { form, fieldProps } = useSchemaForm(options);
  const apiFields = options.apiFields ?? {};
  const save = useMutation({
    mutationFn: options.save,
    onSuccess: async (saved) => {
      options.onSaved?.(saved, form);
      await queryClient.invalidateQueries({ queryKey: options.refreshes });
    },
    onError: (error) => {
      const refused = refusedField(error, apiFields);
      if (refused) form.setError(refused.field, { message: refused.message }, { shouldFocus: true });
    },
  });
  const submit = form.handleSubmit((input) => save.mutate(input));
  const alert = save.error && !refusedField(save.error, apiFields) ? save.error.message : undefined;
  return { form, save, submit, fieldProps, alert };
}
