'use client';

import { useMutation, useQuery, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import {
  DEPARTURE_CATEGORIES,
  type DepartureCategory,
  type DepartureChecklist as ChecklistData,
} from '@meridian/domain/learning/departure';
import { formatDate, formatInstantDate } from '@meridian/domain/format-date';
import { getDepartureChecklist, tickDepartureItem } from '@/lib/api/profile.ts';
import { QueryState } from '@/components/ui/query-state.client.tsx';
import { profileKeys, useLearner } from '../use-learner.ts';
import styles from '../profile.module.css';
import { Checkbox } from '@/components/ui/checkbox.tsx';

const CATEGORY_LABELS: Record<DepartureCategory, string> = {
  visa: 'Visa',
  travel: 'Travel',
  accommodation: 'Accommodation',
  forex: 'Forex and fees',
};

const START_FROM = {
  application: 'the intake of your application',
  preference: 'the intake in your study preferences',
  'main-intake': 'the main September intake, until you have an application',
} as const;

/** Flying Progress's checklist: what to have done before the flight, by when, ticked off as it is. */
export function DepartureChecklist() {
  const { id: userId } = useLearner();
  const queryClient = useQueryClient();
  const key = profileKeys.of(userId, 'departure-checklist');
  const checklist = useQuery({ queryKey: key, queryFn: () => getDepartureChecklist(userId) });
  const tick = useMutation({
    mutationFn: (change: { itemKey: string; done: boolean }) =>
      tickDepartureItem(userId, change.itemKey, change.done),
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
  return <QueryState query={checklist}>{(data) => <Items checklist={data} tick={tick} />}</QueryState>;
}

type Tick = UseMutationResult<ChecklistData, Error, { itemKey: string; done: boolean }>;

function Items({ checklist, tick }: { checklist: ChecklistData; tick: Tick }) {
  const { items } = checklist;
  const done = items.filter((i) => i.doneAt).length;
  return (
    <section className={styles.card} aria-labelledby="checklist-title">
      <h3 id="checklist-title">Before you fly to {checklist.destination}</h3>
      <p className={styles.muted}>
        Dates count back from {formatDate(checklist.courseStart)}, {START_FROM[checklist.courseStartFrom]}.
      </p>
      <p role="status">
        {done} of {items.length} done
      </p>
      {tick.error && (
        <p role="alert" className={styles.error}>
          {tick.error.message}
        </p>
      )}
      {DEPARTURE_CATEGORIES.map((category) => (
        <fieldset key={category}>
          <legend>{CATEGORY_LABELS[category]}</legend>
          <ul className={styles.list}>
            {items
              .filter((i) => i.category === category)
              .map((item) => (
                <li key={item.key}>
                  <Checkbox
                    checked={item.doneAt !== null}
                    disabled={tick.isPending}
                    onChange={(e) => tick.mutate({ itemKey: item.key, done: e.target.checked })}
                    label={
                      <>
                        <strong>{item.title}</strong>, by {formatDate(item.dueDate)}
                      </>
                    }
                  />
                  <p className={styles.muted}>
                    {item.detail}
                    {item.doneAt && ` Done on ${formatInstantDate(item.doneAt)}.`}
                  </p>
                </li>
              ))}
          </ul>
        </fieldset>
      ))}
    </section>
  );
}
