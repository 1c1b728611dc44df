import { z } from 'zod';

/** SPEC.md §7 `POST gpa/{USA|DEU}`: the US 4.0 scale, or the German 1.0–4.0 one (modified Bavarian). */
export const GpaScale = z.enum(['USA', 'DEU']);
export type GpaScale = z.infer<typeof GpaScale>;

/** The scale's name in a sentence ("3.40 on the US scale"). */
export const GPA_SCALE_NAMES: Record<GpaScale, string> = { USA: 'US', DEU: 'German' };

/** The decimals each scale's result is given to: two on the US scale, one on the German (KMK truncation). */
export const GPA_DECIMALS: Record<GpaScale, number> = { USA: 2, DEU: 1 };

/** A signed-in learner's last converted grade, kept on their profile (`GET user/{id}/gpa`). */
export const SavedGpa = z
  .object({ scale: GpaScale, value: z.number().min(0), savedAt: z.iso.datetime() })
  .meta({ id: 'SavedGpa' });
export type SavedGpa = z.infer<typeof SavedGpa>;

/** `?save=true` on `POST gpa/{USA|DEU}`: keep the result on the signed-in learner's profile too. */
export const GpaSaveQuery = z.object({
  save: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

/** "3.40 on the US scale". */
export function savedGpaText(gpa: Pick<SavedGpa, 'scale' | 'value'>): string {
  return `${gpa.value.toFixed(GPA_DECIMALS[gpa.scale])} on the ${GPA_SCALE_NAMES[gpa.scale]} scale`;
}
