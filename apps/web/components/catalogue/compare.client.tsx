'use client';

import Link from 'next/link';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { MAX_COMPARED } from '@meridian/domain/catalogue/compare';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import styles from './catalogue.module.css';

const CompareContext = createContext<{ ids: number[]; toggle(id: number): void } | null>(null);

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
      {ids.length > 0 && (
        <div className={styles.compareBar} role="region" aria-label="Compare courses">
          <span>
            {ids.length} of {MAX_COMPARED} courses picked
          </span>
          <Link className={styles.button} href={siteRoutes.compareCourses(ids)}>
            Compare {ids.length} courses
          </Link>
        </div>
      )}
    </CompareContext.Provider>
  );
}

export function CompareToggle({ id, title }: { id: number; title: string }) {
  const compare = useContext(CompareContext);
  if (!compare) return null;
  const picked = compare.ids.includes(id);
  const full = !picked && compare.ids.length >= MAX_COMPARED;
  return (
    <label className={styles.muted}>
      <input type="checkbox" checked={picked} disabled={full} onChange={() => compare.toggle(id)} /> Compare{' '}
      <span className="visually-hidden">{title}</span>
    </label>
  );
}
