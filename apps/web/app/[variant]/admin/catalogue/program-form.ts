import { z } from 'zod';
import { ProgramInput, type AdminProgram } from '@meridian/domain/catalogue/program-admin';
import { lines } from '../content/form-text.ts';

/** An accelerator program's form: numbers as typed, highlights one a line, intake months by number. */
const ProgramFields = z.object({
  slug: z.string(),
  title: z.string(),
  degree: z.string(),
  category: z.string(),
  universitySlug: z.string(),
  about: z.string(),
  highlights: z.string(),
  onlineMonths: z.string(),
  onlineTuitionAmount: z.string(),
  onlineTuitionCurrency: z.string(),
  destinationMonths: z.string(),
  destinationTuitionAmount: z.string(),
  destinationTuitionCurrency: z.string(),
  intakes: z
    .string()
    .regex(
      /^[\s,]*((1[0-2]|[1-9])([\s,]+|$))*$/,
      'Enter the months as numbers 1 to 12, separated by commas.',
    ),
  active: z.boolean(),
});
export type ProgramForm = z.infer<typeof ProgramFields>;

export const EMPTY_PROGRAM: ProgramForm = {
  slug: '',
  title: '',
  degree: 'MASTERS',
  category: 'business-management',
  universitySlug: '',
  about: '',
  highlights: '',
  onlineMonths: '',
  onlineTuitionAmount: '',
  onlineTuitionCurrency: 'USD',
  destinationMonths: '',
  destinationTuitionAmount: '',
  destinationTuitionCurrency: '',
  intakes: '',
  active: true,
};

export function programFormOf(program: AdminProgram): ProgramForm {
  return {
    ...program,
    highlights: program.highlights.join('\n'),
    onlineMonths: String(program.onlineMonths),
    onlineTuitionAmount: String(program.onlineTuitionAmount),
    destinationMonths: String(program.destinationMonths),
    destinationTuitionAmount: String(program.destinationTuitionAmount),
    intakes: program.intakes.join(', '),
  };
}

/** The form as the API's program, checked by its schema so each error names its field. */
export const programForm = ProgramFields.transform((form): Record<string, unknown> => ({
  ...form,
  highlights: lines(form.highlights),
  onlineTuitionCurrency: form.onlineTuitionCurrency.toUpperCase(),
  destinationTuitionCurrency: form.destinationTuitionCurrency.toUpperCase(),
  // A month not a number fails the schema's check on that field.
  intakes: form.intakes
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number),
})).pipe(ProgramInput);
