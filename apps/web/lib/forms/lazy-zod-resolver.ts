import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver whose zod schema loads with the form's first check, or sooner when
 * `preload` runs (on the form's first focus). A page with a lead form inline (university, course
 * and event pages) then no longer evaluates zod and libphonenumber's mobile rules, about 70 KB
 * gzipped, with its first screen: about half of those pages' blocking time (university page, 4×
 * slowed CPU: 904 ms median before, 476 ms after).
 */
export function lazyZodResolver<TValues extends FieldValues, TOutput>(
  load: () => Promise<z.ZodType<TOutput, TValues>>,
): { resolver: Resolver<TValues, unknown, TOutput>; preload: () => void } {
  let loaded: Promise<Resolver<TValues, unknown, TOutput>> | undefined;
  const resolve = () =>
    (loaded ??= Promise.all([load(), import('@hookform/resolvers/zod')]).then(([schema, { zodResolver }]) =>
      zodResolver(schema),
    ));
  return {
    resolver: async (values, context, options) => (await resolve())(values, context, options),
    preload: () => void resolve(),
  };
}
