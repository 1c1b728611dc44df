import { z } from 'zod';

/** An official page a fact-checked page's figures come from (the test owner, the immigration department…). */
export const ContentSource = z
  .object({
    title: z.string().min(3).max(200),
    url: z.url({ protocol: /^https$/ }),
  })
  .meta({ id: 'ContentSource' });
export type ContentSource = z.infer<typeof ContentSource>;

/** What a page shows of its fact check: null and none until an editor has checked it. */
export const ShownFactCheck = z.object({
  factsCheckedAt: z.iso.date().nullable(),
  sources: z.array(ContentSource),
});
export type ShownFactCheck = z.infer<typeof ShownFactCheck>;

/** When an editor last checked a page's facts against its sources, and which sources. */
export const FactCheck = z.object({
  factsCheckedAt: z.iso.date(),
  sources: z.array(ContentSource).min(1),
});
export type FactCheck = z.infer<typeof FactCheck>;
