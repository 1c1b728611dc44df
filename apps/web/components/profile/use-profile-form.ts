'use client';

import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { placeApiRefusal } from '@/components/forms/api-refusal.ts';
import { fieldPropsOf } from '@/components/forms/field-props.ts';

/**
 * The profile forms' engine: react-hook-form checked by the domain's schema (`resolver`), each error
 * beside its field, the API's refusal of a field beside that field and any other in the form's
 * alert. `field(name, label)` gives a field component what it takes.
 */
export function useProfileForm<TValues extends FieldValues, TPayload, TResult>(options: {
  resolver: Resolver<TValues, unknown, TPayload>;
  defaultValues: DefaultValues<TValues>;
  send: (payload: TPayload) => Promise<TResult>;
  onSuccess?: (result: TResult) => unknown;
  onSettled?: () => unknown;
  /** Empties the form once sent, for a message or a note rather than a record kept on show. */
  clearOnSuccess?: boolean;
  /** The fields whose refusal the API words beside them: by default every field of the form. */
  fields?: readonly Path<TValues>[];
  /** Error codes that belong to one field, shown beside it in the catalogue's words. */
  codeFields?: Partial<Record<string, Path<TValues>>>;
}) {
  const [alert, setAlert] = useState<string>();
  const form = useForm<TValues, unknown, TPayload>({
    resolver: options.resolver,
    defaultValues: options.defaultValues,
  });
  const save = useMutation({
    mutationFn: options.send,
    onMutate: () => setAlert(undefined),
    onSuccess: (result) => {
      if (options.clearOnSuccess) form.reset();
      return options.onSuccess?.(result);
    },
    onSettled: options.onSettled,
    onError: (error) =>
      setAlert(
        placeApiRefusal(error, {
          setError: form.setError,
          fields: options.fields ?? Object.keys(options.defaultValues),
          codeFields: options.codeFields,
        }),
      ),
  });
  return {
    form,
    save,
    alert,
    field: fieldPropsOf(form, useId()),
    submit: form.handleSubmit((payload) => save.mutate(payload)),
  };
}
