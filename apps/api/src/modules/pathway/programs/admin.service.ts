import { findCategory } from '@meridian/domain/catalogue/categories';
import type { AdminProgram, AdminProgramList, ProgramInput } from '@meridian/domain/catalogue/program-admin';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { AppError } from '#api/platform/app-error.ts';
import type { AuditedKind, EditorChange } from '#api/platform/audit/audited.ts';
import { createAudited, loadOrThrow, updateAudited } from '#api/platform/audit/audited-edits.ts';
import { findUniversitiesBySlug, latestRates } from '#api/modules/pathway/catalogue-import/repo.ts';
import { findAdminProgram, listAdminProgramRows, upsertProgram, type AdminProgramRow } from './admin.repo.ts';

const DAYS_A_MONTH = 30.4375;
const BY_SLUG = { keyField: 'slug' };
/** The web app's pages that show programs: their listing and pages, and the sitemap. */
export const PROGRAM_CACHE_TAGS = ['programs', 'sitemap'];

function inputOf({ program: p, universitySlug }: AdminProgramRow): ProgramInput {
  const [online] = p.onlineTuition;
  const [destination] = p.destinationTuition;
  return {
    slug: p.slug,
    title: p.title,
    degree: p.degree as ProgramInput['degree'],
    category: p.primaryCategory as ProgramInput['category'],
    universitySlug,
    about: p.about,
    highlights: p.highlights,
    onlineMonths: Math.max(1, Math.round(p.onlineDurationDays / DAYS_A_MONTH)),
    onlineTuitionAmount: (online?.amountMinor ?? 0) / 100,
    onlineTuitionCurrency: online?.currency ?? 'USD',
    destinationMonths: Math.max(1, Math.round(p.destinationDurationDays / DAYS_A_MONTH)),
    destinationTuitionAmount: (destination?.amountMinor ?? 0) / 100,
    destinationTuitionCurrency: destination?.currency ?? 'USD',
    intakes: p.intakes,
    active: p.active,
  };
}

const toAdminProgram = (row: AdminProgramRow): AdminProgram => ({
  ...inputOf(row),
  universityName: row.universityName,
  updatedAt: row.program.updatedAt.toISOString(),
});

/**
 * The checks of a program against the catalogue: its university exists and each fee's currency
 * has an exchange rate (the pages show fees in rupees too). Each problem names its field.
 */
export async function programProblems(
  db: Db | Tx,
  program: Pick<ProgramInput, 'universitySlug' | 'onlineTuitionCurrency' | 'destinationTuitionCurrency'>,
): Promise<{ field: string; message: string }[]> {
  const [[university], rates] = await Promise.all([
    findUniversitiesBySlug(db, [program.universitySlug]),
    latestRates(db),
  ]);
  const problems: { field: string; message: string }[] = [];
  if (!university) {
    problems.push({
      field: 'universitySlug',
      message: `There is no university ${program.universitySlug} in the catalogue: import it first, or check the slug.`,
    });
  }
  for (const field of ['onlineTuitionCurrency', 'destinationTuitionCurrency'] as const) {
    if (!rates.has(program[field])) {
      problems.push({
        field,
        message: `There is no exchange rate for ${program[field]}: use a currency the site converts (e.g. USD, GBP, EUR).`,
      });
    }
  }
  return problems;
}

/**
 * Writes a program (the console's changes and the import's rows alike); a program whose category
 * is unchanged keeps its finer specialization.
 */
export async function writeProgram(tx: Tx, program: ProgramInput, now: Date): Promise<void> {
  const [problem] = await programProblems(tx, program);
  if (problem) throw new AppError('BAD_REQUEST', problem.message, { field: problem.field });
  const [university] = await findUniversitiesBySlug(tx, [program.universitySlug]);
  const existing = await findAdminProgram(tx, program.slug);
  const category = findCategory(program.category)!;
  const keepsSpecialization = existing?.program.primaryCategory === program.category;
  await upsertProgram(tx, {
    slug: program.slug,
    title: program.title,
    degree: program.degree,
    primaryCategory: program.category,
    specialization: keepsSpecialization ? existing.program.specialization : category.slug,
    specializationName: keepsSpecialization ? existing.program.specializationName : category.name,
    countryIso3: university!.countryIso3,
    universityId: university!.id,
    about: program.about,
    highlights: program.highlights,
    onlineDurationDays: Math.round(program.onlineMonths * DAYS_A_MONTH),
    onlineTuition: [
      { amountMinor: Math.round(program.onlineTuitionAmount * 100), currency: program.onlineTuitionCurrency },
    ],
    destinationDurationDays: Math.round(program.destinationMonths * DAYS_A_MONTH),
    destinationTuition: [
      {
        amountMinor: Math.round(program.destinationTuitionAmount * 100),
        currency: program.destinationTuitionCurrency,
      },
    ],
    intakes: program.intakes,
    active: program.active,
    updatedAt: now,
  });
}

/** Accelerator programs as audited records: every change is logged, and can be put back. */
export const programKind: AuditedKind<ProgramInput> = {
  entity: 'program',
  noun: 'an accelerator program',
  keyOf: (program) => program.slug,
  async load(db, slug) {
    const row = await findAdminProgram(db, slug);
    return row && inputOf(row);
  },
  save: writeProgram,
  parse: (stored) => stored as ProgramInput,
  cacheTags: () => PROGRAM_CACHE_TAGS,
};

/** `GET /pathway/admin/programs`. */
export async function listAdminPrograms(db: Db): Promise<AdminProgramList> {
  return { items: (await listAdminProgramRows(db)).map(toAdminProgram) };
}

async function adminProgramOrThrow(db: Db, slug: string): Promise<AdminProgram> {
  await loadOrThrow(db, programKind, slug);
  return toAdminProgram((await findAdminProgram(db, slug))!);
}

/** `POST /pathway/admin/programs`. */
export async function createProgram(db: Db, input: ProgramInput, change: EditorChange) {
  await createAudited(db, programKind, input, change, BY_SLUG);
  return adminProgramOrThrow(db, input.slug);
}

/** `PUT /pathway/admin/programs/{slug}`: any change, switching it off (`active: false`) too. */
export async function updateProgram(db: Db, slug: string, input: ProgramInput, change: EditorChange) {
  await updateAudited(db, programKind, slug, input, change, BY_SLUG);
  return adminProgramOrThrow(db, slug);
}
