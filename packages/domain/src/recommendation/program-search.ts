import { z } from 'zod';
import { AcceleratorProgramCard } from '../catalogue/schemas.ts';
import { EducationLevel } from '../catalogue/level-schema.ts';
import { LEVEL_NAMES } from '../catalogue/levels.ts';
import { Slug } from '../content/slug.ts';
import { DESTINATION_SLUGS, DESTINATIONS } from '../destinations.ts';
import { PAGE_SIZES } from '../page-sizes.ts';
import { pageQuery, paginated } from '../pagination.ts';

/** How long a program runs in all (online and on campus), in the bands a counsellor narrows to. */
export const PROGRAM_DURATIONS = [
  { id: 'up-to-2-years', name: 'Up to 2 years', minDays: 0, maxDays: 730 },
  { id: '2-to-3-years', name: 'Over 2, up to 3 years', minDays: 731, maxDays: 1095 },
  { id: 'over-3-years', name: 'Over 3 years', minDays: 1096, maxDays: Number.POSITIVE_INFINITY },
] as const;
export type ProgramDurationId = (typeof PROGRAM_DURATIONS)[number]['id'];
const ProgramDurationId = z.enum(
  PROGRAM_DURATIONS.map((d) => d.id) as [ProgramDurationId, ...ProgramDurationId[]],
);

const Rupees = z.number().int().min(0).max(1_000_000_000);

/**
 * `POST pathways/recommendation/filter` and the search's filters: destination, university, level,
 * length and the whole program's tuition in rupees (online part and campus part).
 */
export const ProgramFilter = z
  .object({
    country: z.array(z.enum(DESTINATION_SLUGS)).max(DESTINATIONS.length).optional(),
    university: z.array(Slug).max(50).optional(),
    degree: EducationLevel.optional(),
    duration: z.array(ProgramDurationId).max(PROGRAM_DURATIONS.length).optional(),
    feeInr: z
      .object({ min: Rupees.optional(), max: Rupees.optional() })
      .refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, {
        path: ['max'],
        message: 'must not be below the minimum',
      })
      .optional(),
  })
  .meta({ id: 'ProgramFilter' });
export type ProgramFilter = z.infer<typeof ProgramFilter>;

const programQuery = {
  /** Words of the program's title or its university's name. */
  searchTerm: z.string().trim().max(120).optional(),
  filters: ProgramFilter.default({}),
};

/** `POST pathways/recommendation/filter`: the facets of the programs a search and its filters give. */
export const ProgramFacetsRequest = z.object(programQuery).meta({ id: 'ProgramFacetsRequest' });
export type ProgramFacetsRequest = z.output<typeof ProgramFacetsRequest>;

/** `POST v1/pathways/recommendation`: the counsellor's program search (6 a page, as the course search). */
export const ProgramRecommendationSearch = z
  .object({ ...programQuery, ...pageQuery(PAGE_SIZES.recommendations) })
  .meta({ id: 'ProgramRecommendationSearch' });
export type ProgramRecommendationSearch = z.output<typeof ProgramRecommendationSearch>;
export type ProgramRecommendationSearchInput = z.input<typeof ProgramRecommendationSearch>;

/** A program as the counsellor chooses it: its card, id, whole length and whole tuition in rupees. */
export const RecommendableProgram = AcceleratorProgramCard.extend({
  id: z.number().int(),
  durationDays: z.number().int().positive(),
  /** Online and campus tuition at the latest stored rates; null when a currency has no rate yet. */
  totalFeeInr: z.number().int().nonnegative().nullable(),
}).meta({ id: 'RecommendableProgram' });
export type RecommendableProgram = z.infer<typeof RecommendableProgram>;

export const ProgramSearchResponse = paginated(RecommendableProgram).meta({ id: 'ProgramSearchResponse' });
export type ProgramSearchResponse = z.infer<typeof ProgramSearchResponse>;

const FacetValue = z.object({ value: z.string(), name: z.string(), count: z.number().int().nonnegative() });
export type FacetValue = z.infer<typeof FacetValue>;

/**
 * Each filter's values with how many programs each gives, the other filters applied (so choosing a
 * value never hides its neighbours), and the tuition range of the programs the filters give.
 */
export const ProgramFacets = z
  .object({
    country: z.array(FacetValue),
    university: z.array(FacetValue),
    degree: z.array(FacetValue),
    duration: z.array(FacetValue),
    feeInr: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
    total: z.number().int().nonnegative(),
  })
  .meta({ id: 'ProgramFacets' });
export type ProgramFacets = z.infer<typeof ProgramFacets>;

type FilterKey = keyof ProgramFilter;

const durationOf = (id: ProgramDurationId) => PROGRAM_DURATIONS.find((d) => d.id === id)!;

/** Whether a program passes every filter but `except` (the facet being counted). */
export function programMatches(
  program: RecommendableProgram,
  filters: ProgramFilter,
  except?: FilterKey,
): boolean {
  const { university } = program.destinationUniversity;
  const applies = (key: FilterKey) => key !== except && filters[key] !== undefined;
  if (
    applies('country') &&
    filters.country!.length &&
    !(filters.country as string[]).includes(university.country.slug)
  )
    return false;
  if (applies('university') && filters.university!.length && !filters.university!.includes(university.slug))
    return false;
  if (applies('degree') && program.degree !== filters.degree) return false;
  if (
    applies('duration') &&
    filters.duration!.length &&
    !filters.duration!.some((id) => {
      const band = durationOf(id);
      return program.durationDays >= band.minDays && program.durationDays <= band.maxDays;
    })
  )
    return false;
  if (applies('feeInr')) {
    const { min, max } = filters.feeInr!;
    if ((min !== undefined || max !== undefined) && program.totalFeeInr === null) return false;
    if (min !== undefined && program.totalFeeInr! < min) return false;
    if (max !== undefined && program.totalFeeInr! > max) return false;
  }
  return true;
}

/** Every word of the term in the program's title or its university's name ("data stevens"). */
export function programNamed(program: RecommendableProgram, searchTerm: string | undefined): boolean {
  const words = (searchTerm ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${program.title} ${program.destinationUniversity.university.name}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

function counted(
  programs: readonly RecommendableProgram[],
  valueOf: (program: RecommendableProgram) => { value: string; name: string },
): FacetValue[] {
  const counts = new Map<string, FacetValue>();
  for (const program of programs) {
    const { value, name } = valueOf(program);
    const entry = counts.get(value) ?? { value, name, count: 0 };
    entry.count += 1;
    counts.set(value, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** The filters' values and counts over `programs` (already narrowed by the search term). */
export function programFacets(
  programs: readonly RecommendableProgram[],
  filters: ProgramFilter,
): ProgramFacets {
  const without = (key: FilterKey) => programs.filter((p) => programMatches(p, filters, key));
  const matching = programs.filter((p) => programMatches(p, filters));
  const fees = matching.flatMap((p) => (p.totalFeeInr === null ? [] : [p.totalFeeInr]));
  const durations = without('duration');
  return {
    country: counted(without('country'), (p) => {
      const { country } = p.destinationUniversity.university;
      return { value: country.slug, name: country.name };
    }),
    university: counted(without('university'), (p) => {
      const { university } = p.destinationUniversity;
      return { value: university.slug, name: university.name };
    }),
    degree: counted(without('degree'), (p) => ({ value: p.degree, name: LEVEL_NAMES[p.degree] })),
    duration: PROGRAM_DURATIONS.map((band) => ({
      value: band.id,
      name: band.name,
      count: durations.filter((p) => p.durationDays >= band.minDays && p.durationDays <= band.maxDays).length,
    })).filter((band) => band.count > 0),
    feeInr: fees.length ? { min: Math.min(...fees), max: Math.max(...fees) } : null,
    total: matching.length,
  };
}
