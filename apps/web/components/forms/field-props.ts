import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

/**
 * What a field component takes for one field of a react-hook-form form: its id (`seo-title`), label,
 * registration and error. Read while rendering, so the form re-renders when the error changes.
 */
export function fieldPropsOf<Form extends FieldValues>(
  form: Pick<UseFormReturn<Form>, 'register' | 'formState'>,
  idPrefix: string,
) {
  return (name: Path<Form>, label: string) => ({
    id: `${idPrefix}-${name}`,
    label,
    registration: form.register(name),
    error: firstError(get(form.formState.errors, name)),
  });
}

/** The props of one field of a form, by its name and label (`fieldPropsOf`'s result). */
export type FieldPropsOf<Form extends FieldValues> = ReturnType<typeof fieldPropsOf<Form>>;

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
