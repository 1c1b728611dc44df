import { z } from 'zod';
import { Slug } from '../content/slug.ts';
import { PrimaryCategory } from './category-schema.ts';
import { EducationLevel } from './level-schema.ts';

const Currency = z
  .string()
  .trim()
  .regex(/^[A-Z]{3}$/, 'must be a three-letter currency code (e.g. USD)');
/** In the currency's major unit (e.g. 32500 for £32,500). */
const Amount = z.coerce.number().nonnegative().max(10_000_000);
const Months = z.coerce.number().int().min(1).max(60);

/**
 * An accelerator program as the console edits it: an online part, then the destination university
 * (which must be in the catalogue; the program's country is the university's). Keyed by its slug.
 */
const ProgramInputFields = z.object({
  slug: Slug,
  title: z.string().trim().min(3).max(200),
  degree: EducationLevel,
  category: PrimaryCategory,
  universitySlug: Slug,
  about: z.string().trim().min(20).max(5000),
  highlights: z.array(z.string().trim().min(3).max(200)).max(10),
  onlineMonths: Months,
  onlineTuitionAmount: Amount,
  onlineTuitionCurrency: Currency,
  destinationMonths: Months,
  destinationTuitionAmount: Amount,
  destinationTuitionCurrency: Currency,
  intakes: z.array(z.number().int().min(1).max(12)).max(12),
  /** Off: no longer listed or shown; kept for the history and switched back on here. */
  active: z.boolean(),
});
export const ProgramInput = ProgramInputFields.meta({ id: 'ProgramEdit' });
export type ProgramInput = z.infer<typeof ProgramInput>;

export const AdminProgram = ProgramInputFields.extend({
  universityName: z.string(),
  updatedAt: z.iso.datetime({ offset: true }),
}).meta({ id: 'AdminProgram' });
export type AdminProgram = z.infer<typeof AdminProgram>;

export const AdminProgramList = z.object({ items: z.array(AdminProgram) }).meta({ id: 'AdminProgramList' });
export type AdminProgramList = z.infer<typeof AdminProgramList>;
