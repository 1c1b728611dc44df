'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import { MAX_COMPARED, MIN_COMPARED, compareButtonText } from '@meridian/domain/catalogue/compare';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { ButtonLink } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import styles from './catalogue.module.css';

const CompareContext = createContext<{ ids: number[]; toggle(id: number): void } | null>(null);

/** The tray under a list of picks: how many are picked, and the comparison once there are two. */
export function CompareTray({ ids }: { ids: readonly number[] }) {
  return (
    <div className={styles.compareBar} role="region" aria-label="Compare courses">
      <span>
        {ids.length} of {MAX_COMPARED} picked
      </span>
      {ids.length >= MIN_COMPARED ? (
        <ButtonLink variant="primary" href={siteRoutes.compareCourses(ids)}>
          {compareButtonText(ids.length)}
        </ButtonLink>
      ) : (
        <span>{compareButtonText(ids.length)}</span>
      )}
    </div>
  );
}

/** Holds the courses picked for comparison while the visitor browses a listing. */
export function CompareProvider({ children }: { children: ReactNode }) {
  const [ids, setIds] = useState<number[]>([]);
  const toggle = (id: number) =>
    setIds((current) =>
      current.includes(id)
        ? current.filter((x) => x !== id)
        : current.length < MAX_COMPARED
          ? [...current, id]
          : current,
    );
  return (
    <CompareContext.Provider value={{ ids, toggle }}>
      {children}
      {ids.length > 0 && <CompareTray ids={ids} />}
    </CompareContext.Provider>
  );
}

export function CompareToggle({ id, title }: { id: number; title: string }) {
  const compare = useContext(CompareContext);
  if (!compare) return null;
  const picked = compare.ids.includes(id);
  return (
    <Checkbox
      className={styles.muted}
      checked={picked}
      disabled={!picked && compare.ids.length >= MAX_COMPARED}
      onChange={() => compare.toggle(id)}
      label={
        <>
          Compare<span className="visually-hidden"> {title}</span>
        </>
      }
    />
  );
}
