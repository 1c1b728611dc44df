import type { CourseFilter } from './course-filter.ts';
import type { ExchangeRate } from '../country/schemas.ts';
import { LAKH, formatEstimate } from './fee-text.ts';
import { monthName } from '../month-name.ts';
import type { CourseFacets, FacetName } from './schemas.ts';

/** Facets a visitor picks several values of. */
const LIST_FACETS = [
  'country',
  'primaryCategory',
  'courseDuration',
  'examAccepted',
] as const satisfies FacetName[];

const lakh = (rupees: number) => `${(rupees / LAKH).toLocaleString('en-IN', { maximumFractionDigits: 1 })}`;

/**
 * "Under ₹10 L a year", "₹10–20 L total", "Over ₹50 L a year"; on a site whose visitors count in
 * another currency (`viewer`, its rupee rate), in that one: "VND 300 million – VND 600 million a year".
 */
export function feeRangeText(
  range: Pick<CourseFilter, 'fees' | 'minFee' | 'maxFee'>,
  viewer: ExchangeRate | null = null,
): string {
  const per = range.fees === 'total' ? 'total' : 'a year';
  const { minFee, maxFee } = range;
  const amount = (rupees: number) => (viewer ? formatEstimate(rupees, viewer) : `₹${lakh(rupees)} L`);
  if (minFee !== undefined && maxFee !== undefined) {
    const both = viewer ? `${amount(minFee)} – ${amount(maxFee)}` : `₹${lakh(minFee)}–${lakh(maxFee)} L`;
    return `${both} ${per}`;
  }
  if (maxFee !== undefined) return `Under ${amount(maxFee)} ${per}`;
  return `Over ${amount(minFee ?? 0)} ${per}`;
}

/** One chosen filter: what its chip says, and the filter without it. */
export interface ActiveFilter {
  key: string;
  label: string;
  without: CourseFilter;
  /** The facet it belongs to, whose counts tell how many courses dropping it would give. */
  facet?: FacetName;
}

function labelOf(facets: CourseFacets | undefined, facet: FacetName, value: string): string {
  return facets?.[facet].find((f) => f.value === value)?.label ?? value;
}

/** The filters the visitor chose, one per value, in the order of the panel; fees in `viewer`'s currency. */
export function activeFilters(
  filter: CourseFilter,
  facets?: CourseFacets,
  viewer: ExchangeRate | null = null,
): ActiveFilter[] {
  const active: ActiveFilter[] = [];
  if (filter.courseName) {
    active.push({
      key: 'courseName',
      label: `“${filter.courseName}”`,
      without: { ...filter, courseName: undefined },
    });
  }
  if (filter.educationLevel) {
    active.push({
      key: 'educationLevel',
      label: labelOf(facets, 'educationLevel', filter.educationLevel),
      without: { ...filter, educationLevel: undefined },
      facet: 'educationLevel',
    });
  }
  for (const facet of LIST_FACETS) {
    const values: readonly string[] = filter[facet] ?? [];
    for (const value of values) {
      const rest = values.filter((v) => v !== value);
      active.push({
        key: `${facet}:${value}`,
        label: labelOf(facets, facet, value),
        without: { ...filter, [facet]: rest.length > 0 ? rest : undefined },
        facet,
      });
    }
  }
  for (const month of filter.intake ?? []) {
    const rest = filter.intake?.filter((m) => m !== month) ?? [];
    active.push({
      key: `intake:${month}`,
      label: `Starts in ${monthName(month)}`,
      without: { ...filter, intake: rest.length > 0 ? rest : undefined },
    });
  }
  if (filter.minFee !== undefined || filter.maxFee !== undefined) {
    active.push({
      key: 'fees',
      label: feeRangeText(filter, viewer),
      without: { ...filter, fees: undefined, minFee: undefined, maxFee: undefined },
    });
  }
  return active.map((a) => ({ ...a, without: dropUndefined(a.without) }));
}

/** An encoded filter must not carry `undefined` keys (its address would differ from the same filter's). */
function dropUndefined(filter: CourseFilter): CourseFilter {
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined)) as CourseFilter;
}

/**
 * How many courses the listing holds, from its facet counts: each course has one level, and the
 * level facet is counted with every other filter applied, so its counts add up to the list (or,
 * with a level chosen, that level's count is the list).
 */
export function totalFromFacets(
  facets: CourseFacets,
  educationLevel: CourseFilter['educationLevel'],
): number {
  return facets.educationLevel
    .filter((f) => educationLevel === undefined || f.value === educationLevel)
    .reduce((sum, f) => sum + f.count, 0);
}

/**
 * How many courses dropping one chosen value of a single-valued facet would give (each course has
 * one country, subject, level and duration, so the facet's counts add up); `undefined` where the
 * counts cannot say (tests accepted, where a course accepts several; fees; a name).
 */
export function countWithout(active: ActiveFilter, facets: CourseFacets): number | undefined {
  if (!active.facet || active.facet === 'examAccepted') return undefined;
  const kept: readonly string[] =
    active.facet === 'educationLevel' ? [] : ((active.without[active.facet] as string[] | undefined) ?? []);
  const values = facets[active.facet].filter((f) => kept.length === 0 || kept.includes(f.value));
  return values.reduce((sum, f) => sum + f.count, 0);
}
