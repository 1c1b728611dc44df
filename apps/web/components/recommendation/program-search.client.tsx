'use client';

import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageCount } from '@meridian/domain/pagination';
import type {
  FacetValue,
  ProgramFilter,
  RecommendableProgram,
} from '@meridian/domain/recommendation/program-search';
import { FormAlert } from '@/components/forms/fields.tsx';
import { ValueOptions } from '@/components/forms/value-options.tsx';
import { getProgramFilters, searchProgramsToRecommend } from '@/lib/api/recommendation-client.ts';
import { TextInput } from '@/components/ui/text-input.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Select } from '@/components/ui/select.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { ProgramWhere } from './program-where.tsx';
import styles from './recommendation.module.css';
import { SearchPager } from './search-pager.tsx';

interface Draft {
  searchTerm: string;
  country: string;
  university: string;
  degree: string;
  duration: string;
  maxFee: string;
}

const EMPTY: Draft = { searchTerm: '', country: '', university: '', degree: '', duration: '', maxFee: '' };

/** The draft as the API's filters: an empty control is no filter. */
function filtersOf(draft: Draft): ProgramFilter {
  return {
    ...(draft.country ? { country: [draft.country as NonNullable<ProgramFilter['country']>[number]] } : {}),
    ...(draft.university ? { university: [draft.university] } : {}),
    ...(draft.degree ? { degree: draft.degree as ProgramFilter['degree'] } : {}),
    ...(draft.duration
      ? { duration: [draft.duration as NonNullable<ProgramFilter['duration']>[number]] }
      : {}),
    ...(draft.maxFee ? { feeInr: { max: Number(draft.maxFee) } } : {}),
  };
}

/** A facet's values as options, each with how many programs it gives under the other filters. */
const facetOptions = (values: readonly FacetValue[] | undefined) =>
  (values ?? []).map((value) => ({ value: value.value, label: `${value.name} (${value.count})` }));

/**
 * The counsellor's search of accelerator programs: filters whose options count the programs they
 * give (refreshed as filters change), the search running on submit.
 */
export function ProgramSearch(props: {
  chosen: readonly RecommendableProgram[];
  onToggle: (program: RecommendableProgram) => void;
}) {
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [search, setSearch] = useState<{ draft: Draft; page: number } | undefined>();
  const facets = useQuery({
    queryKey: ['program-filters', filtersOf(draft)],
    queryFn: () => getProgramFilters({ filters: filtersOf(draft) }),
    placeholderData: keepPreviousData,
  });
  const results = useQuery({
    queryKey: ['program-search', search],
    enabled: search !== undefined,
    queryFn: () =>
      searchProgramsToRecommend({
        ...(search!.draft.searchTerm ? { searchTerm: search!.draft.searchTerm } : {}),
        filters: filtersOf(search!.draft),
        page: search!.page,
      }),
  });
  const bind = (key: keyof Draft) => ({
    value: draft[key],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  });
  const chosenIds = new Set(props.chosen.map((program) => program.id));
  const last = results.data ? pageCount(results.data) : 1;
  const range = facets.data?.feeInr;
  return (
    <section aria-labelledby="program-search">
      <h2 id="program-search">Find accelerator programs</h2>
      <form
        className={styles.inline}
        onSubmit={(event) => {
          event.preventDefault();
          setSearch({ draft, page: 1 });
        }}
      >
        <label>
          Program or university
          <TextInput type="search" {...bind('searchTerm')} />
        </label>
        <label>
          Destination
          <Select {...bind('country')}>
            <option value="">Any destination</option>
            <ValueOptions options={facetOptions(facets.data?.country)} />
          </Select>
        </label>
        <label>
          University
          <Select {...bind('university')}>
            <option value="">Any university</option>
            <ValueOptions options={facetOptions(facets.data?.university)} />
          </Select>
        </label>
        <label>
          Program level
          <Select {...bind('degree')}>
            <option value="">Any level</option>
            <ValueOptions options={facetOptions(facets.data?.degree)} />
          </Select>
        </label>
        <label>
          Length
          <Select {...bind('duration')}>
            <option value="">Any length</option>
            <ValueOptions options={facetOptions(facets.data?.duration)} />
          </Select>
        </label>
        <label>
          Most tuition (₹)
          <TextInput
            type="number"
            inputMode="numeric"
            min={0}
            step={100000}
            placeholder={range ? String(range.max) : undefined}
            {...bind('maxFee')}
          />
        </label>
        <Button type="submit">Search programs</Button>
      </form>
      {facets.error && <FormAlert>{facets.error.message}</FormAlert>}
      {results.error && <FormAlert>{results.error.message}</FormAlert>}
      {results.isFetching && <p aria-busy="true">Searching…</p>}
      {results.data && (
        <>
          <p className={styles.muted}>{results.data.total} programs</p>
          <ul className={styles.list} aria-label="Program results">
            {results.data.items.map((program) => (
              <li key={program.id} className={styles.card}>
                <Checkbox
                  checked={chosenIds.has(program.id)}
                  onChange={() => props.onToggle(program)}
                  aria-label={`Recommend ${program.title}`}
                  label={
                    <span>
                      <strong>{program.title}</strong>
                      <br />
                      <ProgramWhere program={program} />
                    </span>
                  }
                />
              </li>
            ))}
          </ul>
          <SearchPager
            page={search!.page}
            last={last}
            noun="programs"
            onPage={(page) => setSearch({ ...search!, page })}
          />
        </>
      )}
    </section>
  );
}
