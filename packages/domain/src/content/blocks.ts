import { z } from 'zod';
import { Faq } from '../faq.ts';

/**
 * Rich content is stored as typed blocks, never raw HTML: the renderer owns the markup, so stored
 * content cannot inject scripts, and a table of contents can be derived from the headings.
 * Paragraph and list text may carry inline links written `[label](/path)` (site path without the
 * base path) or `[label](https://…)`.
 */
export const HeadingBlock = z.object({
  type: z.literal('heading'),
  level: z.union([z.literal(2), z.literal(3)]),
  text: z.string().min(3).max(160),
});

export const ParagraphBlock = z.object({ type: z.literal('paragraph'), text: z.string().min(20) });

export const ListBlock = z.object({
  type: z.literal('list'),
  ordered: z.boolean(),
  items: z.array(z.string().min(2)).min(1),
});

export const TableBlock = z
  .object({
    type: z.literal('table'),
    caption: z.string().min(5),
    columns: z.array(z.string().min(1)).min(2),
    rows: z.array(z.array(z.string())).min(1),
  })
  .refine((t) => t.rows.every((row) => row.length === t.columns.length), {
    message: 'every row must have one cell per column',
    path: ['rows'],
  });

export const CalloutBlock = z.object({
  type: z.literal('callout'),
  tone: z.enum(['tip', 'warning']),
  text: z.string().min(20),
});

export const FaqBlock = z.object({ type: z.literal('faq'), items: z.array(Faq).min(1) });

/** An uploaded picture (`media/{mediaId}`), stored at each of MEDIA_WIDTHS; width and height of the largest. */
export const ImageBlock = z.object({
  type: z.literal('image'),
  mediaId: z.uuid(),
  alt: z.string().min(3).max(200),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ImageBlock = z.infer<typeof ImageBlock>;

export const ContentBlock = z.discriminatedUnion('type', [
  HeadingBlock,
  ParagraphBlock,
  ListBlock,
  TableBlock,
  CalloutBlock,
  FaqBlock,
  ImageBlock,
]);
export type ContentBlock = z.infer<typeof ContentBlock>;
export type HeadingBlock = z.infer<typeof HeadingBlock>;
export type TableBlock = z.infer<typeof TableBlock>;

export const ContentBody = z.array(ContentBlock).min(1);
export type ContentBody = z.infer<typeof ContentBody>;
