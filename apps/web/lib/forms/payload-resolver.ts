import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';

/**
 * A react-hook-form resolver for a form whose inputs hold text (numbers and dates too) while the
 * domain's schema takes the payload: `read` turns the inputs' values into the payload, which the
 * schema then checks, so each of its errors lands on the field of the same name.
 */
export function payloadResolver<TValues extends FieldValues, T extends z.ZodType>(
  schema: T,
  read: (values: TValues) => unknown,
): Resolver<TValues, unknown, z.output<T>> {
  // The schema checks whatever `read` made of the inputs: its input type is the schema's to judge.
  const checked = schema as z.ZodType<z.output<T>, unknown>;
  return zodResolver(z.custom<TValues>().transform(read).pipe(checked));
}
