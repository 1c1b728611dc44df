'use client';

import { useEffect, useMemo, useReducer, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  CategoryCostResponse,
  type ExpenseCategory,
  type ExpenseCountry,
} from '@meridian/domain/calculators/schemas';
import { browserClient } from '@/lib/api/browser-client.ts';
import { ResultPanel } from '@/components/calculators/live-calculator.tsx';
import { SlugOptions } from '@/components/forms/slug-options.tsx';
import { QueryState } from '@/components/ui/query-state.client.tsx';
import styles from '@/components/calculators/calculator.module.css';
import {
  expenseReducer,
  initialExpenseState,
  isAccommodation,
  LAST_PAGE,
  requestedCategoryIds,
} from './expense-state.ts';
import { ExpenseBreakdown } from './expense-breakdown.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Select } from '@/components/ui/select.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Radio } from '@/components/ui/radio.tsx';

const STEP_TITLES = [
  'Destination and intake',
  'City and housing',
  'What to include',
  'Your first-year budget',
];

function fetchCosts(country: string, query: { intake?: number; categoryId?: string }, signal: AbortSignal) {
  return browserClient.request('calculator', `/category-cost/${encodeURIComponent(country)}`, {
    query,
    schema: CategoryCostResponse,
    signal,
  });
}

/** The multi-step expense calculator: page from 1, back and forward, reset, on-campus toggle. */
export function ExpenseCalculator(props: {
  countries: readonly ExpenseCountry[];
  categories: readonly ExpenseCategory[];
  initialCountry: string;
}) {
  const initial = useMemo(
    () => initialExpenseState(props.initialCountry, props.categories),
    [props.initialCountry, props.categories],
  );
  const reducer = useMemo(() => expenseReducer(initial), [initial]);
  const [state, dispatch] = useReducer(reducer, initial);

  const overview = useQuery({
    queryKey: ['category-cost', state.country],
    queryFn: ({ signal }) => fetchCosts(state.country, {}, signal),
  });
  const intakeId = state.intakeId ?? overview.data?.intake.id;
  const cityId = state.cityId ?? overview.data?.cities[0]?.id;
  const ids = requestedCategoryIds(state, props.categories).join(',');
  const breakdown = useQuery({
    queryKey: ['category-cost', state.country, intakeId, ids],
    queryFn: ({ signal }) => fetchCosts(state.country, { intake: intakeId, categoryId: ids }, signal),
    enabled: state.page === LAST_PAGE && intakeId !== undefined,
  });

  // Move focus to the new step's heading so keyboard and screen-reader users land on it.
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [state.page]);

  const city = breakdown.data?.cities.find((c) => c.id === cityId);
  const failure = overview.error ?? breakdown.error;

  return (
    <ResultPanel
      titleId="expense-step-title"
      title={STEP_TITLES[state.page - 1]}
      kicker={`Step ${state.page} of ${LAST_PAGE}`}
      headingRef={heading}
      error={failure?.message}
    >
      {state.page === 1 && (
        <div className={styles.form}>
          <div className={styles.field}>
            <label htmlFor="expense-country">Country</label>
            <Select
              id="expense-country"
              value={state.country}
              onChange={(e) => dispatch({ type: 'country', country: e.target.value })}
            >
              <SlugOptions items={props.countries} />
            </Select>
          </div>
          <div className={styles.field}>
            <label htmlFor="expense-intake">Intake</label>
            <Select
              id="expense-intake"
              value={intakeId ?? ''}
              disabled={!overview.data}
              onChange={(e) => dispatch({ type: 'intake', intakeId: Number(e.target.value) })}
            >
              {overview.data?.intakes.map((i) => (
                <option key={i.id} value={i.id}>
                  {i.name}
                </option>
              ))}
            </Select>
          </div>
        </div>
      )}

      {state.page === 2 && overview.data && (
        <div className={styles.form}>
          <fieldset>
            <legend>City</legend>
            {overview.data.cities.map((c) => (
              <Radio
                key={c.id}
                name="expense-city"
                checked={c.id === cityId}
                onChange={() => dispatch({ type: 'city', cityId: c.id })}
                label={c.name}
              />
            ))}
          </fieldset>
          <Checkbox
            checked={state.onCampus}
            onChange={(e) => dispatch({ type: 'onCampus', onCampus: e.target.checked })}
            label="Live on campus (university halls); untick for a room in a shared flat"
          />
        </div>
      )}

      {state.page === 3 && (
        <fieldset className={styles.form}>
          <legend>Costs to include (housing follows your on-campus choice)</legend>
          {props.categories
            .filter((c) => !isAccommodation(c.slug))
            .map((c) => (
              <Checkbox
                key={c.id}
                checked={state.categoryIds.includes(c.id)}
                onChange={() => dispatch({ type: 'toggleCategory', categoryId: c.id })}
                label={
                  <>
                    <span>
                      {c.name} <span className={styles.hint}>— {c.description}</span>
                    </span>
                  </>
                }
              />
            ))}
        </fieldset>
      )}

      {state.page === LAST_PAGE && (
        <div aria-live="polite">
          <QueryState query={breakdown} loading="Working out your budget…">
            {(costs) => city && <ExpenseBreakdown costs={costs} city={city} />}
          </QueryState>
        </div>
      )}

      <div className={styles.actions}>
        <Button variant="secondary" disabled={state.page === 1} onClick={() => dispatch({ type: 'back' })}>
          Back
        </Button>
        {state.page < LAST_PAGE && (
          <Button variant="primary" disabled={!overview.data} onClick={() => dispatch({ type: 'next' })}>
            Next
          </Button>
        )}
        <Button variant="secondary" onClick={() => dispatch({ type: 'reset' })}>
          Start again
        </Button>
      </div>
    </ResultPanel>
  );
}
