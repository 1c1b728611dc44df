'use client';

import { useForm, useWatch, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/**
 * The inputs of a live calculator: checked on every change with the domain's request schema, and
 * the parsed request (undefined while any input is wrong) for the result to be worked out from.
 * `toRequest` picks what the schema reads when the form holds more than it (fields of a hidden mode).
 */
export function useLiveForm<TValues extends FieldValues, TRequest>(options: {
  schema: z.ZodType<TRequest>;
  defaultValues: DefaultValues<TValues>;
  toRequest?: (values: Partial<TValues>) => unknown;
}) {
  const { schema } = options;
  const toRequest = options.toRequest ?? ((values: Partial<TValues>) => values);
  const form = useForm<TValues>({
    // The schema checks the request; the form's errors sit on the fields of the same names.
    resolver: ((values, context, resolverOptions) =>
      zodResolver(schema as z.ZodType<TRequest, FieldValues>)(
        toRequest(values) as FieldValues,
        context,
        resolverOptions as never,
      )) as Resolver<TValues>,
    mode: 'onChange',
    defaultValues: options.defaultValues,
  });
  const values = useWatch({ control: form.control }) as Partial<TValues>;
  const parsed = schema.safeParse(toRequest(values));
  return { ...form, values, request: parsed.success ? parsed.data : undefined };
}
