'use client';

import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/**
 * The inputs of a live calculator: checked on every change with the domain's request schema, and
 * the parsed request (undefined while any input is wrong) for the result to be worked out from.
 * `toRequest` picks what the schema reads when the form holds more than it (fields of a hidden mode).
 *
 * The schema (zod with it) is fetched once the calculator is on screen, not with the page's first
 * scripts. Until it has loaded, the result is that of the default values, the worked example each
 * calculator opens on (a valid request), as the server rendered it; changed values wait for it.
 */
export function useLiveForm<TValues extends FieldValues, TRequest>(options: {
  loadSchema: () => Promise<z.ZodType<TRequest>>;
  defaultValues: DefaultValues<TValues>;
  toRequest?: (values: Partial<TValues>) => unknown;
}) {
  const loadSchema = useRef(options.loadSchema);
  const [schema, setSchema] = useState<z.ZodType<TRequest>>();
  useEffect(() => {
    let mounted = true;
    void loadSchema.current().then((loaded) => mounted && setSchema(() => loaded));
    return () => {
      mounted = false;
    };
  }, []);

  const toRequest = options.toRequest ?? ((values: Partial<TValues>) => values);
  const form = useForm<TValues>({
    // The schema checks the request; the form's errors sit on the fields of the same names.
    resolver: (async (values, context, resolverOptions) =>
      zodResolver((await loadSchema.current()) as z.ZodType<TRequest, FieldValues>)(
        toRequest(values) as FieldValues,
        context,
        resolverOptions as never,
      )) as Resolver<TValues>,
    mode: 'onChange',
    defaultValues: options.defaultValues,
  });
  const values = useWatch({ control: form.control }) as Partial<TValues>;
  const parsed = schema?.safeParse(toRequest(values));
  const request = parsed
    ? parsed.success
      ? parsed.data
      : undefined
    : form.formState.isDirty
      ? undefined
      : (toRequest(options.defaultValues as Partial<TValues>) as TRequest);
  return { ...form, values, request };
}
