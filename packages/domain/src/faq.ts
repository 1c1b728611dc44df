import { z } from 'zod';

/** SPEC.md §3: FAQ. Rendered as FAQPage structured data wherever shown. */
export const Faq = z.object({ question: z.string().min(10), answer: z.string().min(20) });
export type Faq = z.infer<typeof Faq>;
