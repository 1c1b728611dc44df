import { z } from 'zod';

/**
 * SPEC.md §8's error envelope, every error answer's body. Apart from the catalogue's texts
 * (error-catalogue.ts) so a browser page that only shows those loads no schema library.
 */
export const ApiErrorResponse = z
  .object({
    status: z.literal(false),
    errorCode: z.string(),
    message: z.string(),
    /** The request field at fault (`body.email`, `mobile`), so a form marks it without reading the text. */
    field: z.string().optional(),
    /** What is wrong with that field, worded to follow its name (`is not a valid mobile number`). */
    detail: z.string().optional(),
  })
  .meta({ id: 'ApiErrorResponse' });
export type ApiErrorResponse = z.infer<typeof ApiErrorResponse>;
