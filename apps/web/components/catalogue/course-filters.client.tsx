'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import type { CourseFilter, FeeType } from '@meridian/domain/catalogue/course-filter';
import {
  COURSE_SORTS,
  encodeCourseFilter,
  type CourseSort,
} from '@meridian/domain/catalogue/course-filter-url';
import type { CourseFacets, FacetName } from '@meridian/domain/catalogue/schemas';
import styles from './catalogue.module.css';

const FACET_TITLES: Record<FacetName, string> = {
  country: 'Country',
  educationLevel: 'Level',
  primaryCategory: 'Subject',
  courseDuration: 'Duration',
  examAccepted: 'Tests accepted',
};

const SORT_LABELS: Record<CourseSort, string> = {
  ranking: 'Best ranked first',
  'fee-asc': 'Lowest fee first',
  'fee-desc': 'Highest fee first',
  duration: 'Shortest first',
};

type ListFacet = Exclude<FacetName, 'educationLevel'>;

function toggled(list: readonly string[] | undefined, value: string): string[] {
  return list?.includes(value) ? list.filter((v) => v !== value) : [...(list ?? []), value];
}

/**
 * The filter panel: every change rewrites the URL (`?filter=<base64 JSON>&sort=…`), so the page
 * the server renders is the shareable link; the page number resets on each change.
 */
export function CourseFilters({
  filter,
  sort,
  facets,
  shownFacets,
  showFees,
}: {
  filter: CourseFilter;
  sort: CourseSort;
  facets: CourseFacets;
  shownFacets: readonly FacetName[];
  showFees: boolean;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [feeType, setFeeType] = useState<FeeType>(filter.fees ?? 'annual');
  const [minFee, setMinFee] = useState(filter.minFee?.toString() ?? '');
  const [maxFee, setMaxFee] = useState(filter.maxFee?.toString() ?? '');
  const [courseName, setCourseName] = useState(filter.courseName ?? '');

  const go = (next: CourseFilter, nextSort: CourseSort = sort) => {
    const params = new URLSearchParams();
    const encoded = encodeCourseFilter(next);
    if (encoded) params.set('filter', encoded);
    if (nextSort !== 'ranking') params.set('sort', nextSort);
    const query = params.toString();
    router.push(query ? `${pathname}?${query}` : pathname);
  };

  const applyFees = (event: FormEvent) => {
    event.preventDefault();
    const min = minFee.trim() === '' ? undefined : Number(minFee);
    const max = maxFee.trim() === '' ? undefined : Number(maxFee);
    go({ ...filter, fees: feeType, minFee: min, maxFee: max });
  };

  const searchName = (event: FormEvent) => {
    event.preventDefault();
    const name = courseName.trim();
    go({ ...filter, courseName: name.length >= 2 ? name : undefined });
  };

  return (
    <aside className={styles.filters} aria-label="Filters">
      <form role="search" onSubmit={searchName}>
        <fieldset>
          <legend>Course name</legend>
          <label>
            <span className="visually-hidden">Course name</span>
            <input
              type="search"
              value={courseName}
              onChange={(e) => setCourseName(e.target.value)}
              placeholder="e.g. Data Science"
              maxLength={120}
            />
          </label>
          <button type="submit" className={styles.button}>
            Find courses
          </button>
        </fieldset>
      </form>
      <label>
        <span>Sort</span>
        <select
          value={sort}
          onChange={(e) => go(filter, COURSE_SORTS.find((option) => option === e.target.value) ?? sort)}
          aria-label="Sort courses"
        >
          {COURSE_SORTS.map((option) => (
            <option key={option} value={option}>
              {SORT_LABELS[option]}
            </option>
          ))}
        </select>
      </label>
      {shownFacets.includes('educationLevel') && (
        <fieldset>
          <legend>{FACET_TITLES.educationLevel}</legend>
          {facets.educationLevel.map((f) => (
            <label key={f.value}>
              <input
                type="radio"
                name="educationLevel"
                checked={filter.educationLevel === f.value}
                onChange={() => go({ ...filter, educationLevel: f.value as CourseFilter['educationLevel'] })}
              />
              {f.label} <span className={styles.count}>({f.count})</span>
            </label>
          ))}
        </fieldset>
      )}
      {(['country', 'primaryCategory', 'courseDuration', 'examAccepted'] as const satisfies ListFacet[])
        .filter((name) => shownFacets.includes(name))
        .map((name) => (
          <fieldset key={name}>
            <legend>{FACET_TITLES[name]}</legend>
            {facets[name]
              .filter((f) => f.count > 0 || (filter[name] as string[] | undefined)?.includes(f.value))
              .map((f) => (
                <label key={f.value}>
                  <input
                    type="checkbox"
                    checked={(filter[name] as string[] | undefined)?.includes(f.value) ?? false}
                    onChange={() =>
                      go({ ...filter, [name]: toggled(filter[name] as string[] | undefined, f.value) })
                    }
                  />
                  {f.label} <span className={styles.count}>({f.count})</span>
                </label>
              ))}
          </fieldset>
        ))}
      {showFees && (
        <form onSubmit={applyFees}>
          <fieldset>
            <legend>Tuition in ₹</legend>
            <label>
              <span>Fee type</span>
              <select value={feeType} onChange={(e) => setFeeType(e.target.value as FeeType)}>
                <option value="annual">Per year</option>
                <option value="total">Whole course</option>
              </select>
            </label>
            <RupeeInput label="Minimum ₹" value={minFee} onChange={setMinFee} />
            <RupeeInput label="Maximum ₹" value={maxFee} onChange={setMaxFee} />
            <button type="submit" className={styles.button}>
              Apply fee range
            </button>
          </fieldset>
        </form>
      )}
      {Object.keys(filter).length > 0 && (
        <button type="button" className={styles.button} onClick={() => go({})}>
          Clear filters
        </button>
      )}
    </aside>
  );
}

function RupeeInput(props: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <label>
      <span>{props.label}</span>
      <input
        type="number"
        min={0}
        step={10000}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </label>
  );
}
