'use client';

import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { CatalogueFeed, CatalogueFeedKind } from '@meridian/domain/catalogue/import';
import { importCatalogue } from '@/lib/api/back-office.ts';
import { ColumnHeads } from '@/components/layout/column-heads.tsx';
import styles from './back-office.module.css';
import { Button } from '@/components/ui/button.tsx';
import { FileInput } from '@/components/ui/file-input.tsx';
import { Select } from '@/components/ui/select.tsx';

const COLUMNS: Record<CatalogueFeedKind, string> = {
  courses:
    'CSV columns: universitySlug, title, educationLevel, category, durationMonths, tuitionAmount, tuitionCurrency, feeType, and optionally intakes (e.g. 9;1) and entryRequirements (e.g. IELTS:6.5;TOEFL:90).',
  universities:
    'CSV columns: slug, name, countrySlug (e.g. uk), city, and optionally ranking, rankingSource, institutionType, campus, about and intakes (e.g. 9;1).',
  programs:
    'CSV columns: slug, title, degree, category, universitySlug, onlineMonths, onlineTuitionAmount, onlineTuitionCurrency, destinationMonths, destinationTuitionAmount, destinationTuitionCurrency, and optionally about, highlights (e.g. Mentors;Small cohorts) and intakes (e.g. 9;1).',
};

/** A CSV file is sent as its text; a JSON file as the `{courses}`, `{universities}` or `{programs}` it holds. */
async function feedOf(file: File): Promise<CatalogueFeed> {
  const text = await file.text();
  return file.name.toLowerCase().endsWith('.json') ? (JSON.parse(text) as CatalogueFeed) : { csv: text };
}

/** Loads courses, universities or accelerator programs from a CSV or JSON feed: check it first (nothing is written), then import it. */
export function CatalogueImport() {
  const fileRef = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<CatalogueFeedKind>('courses');
  const run = useMutation({
    mutationFn: async (dryRun: boolean) => {
      const file = fileRef.current?.files?.[0];
      if (!file) throw new Error('Choose a CSV or JSON file first.');
      return importCatalogue(await feedOf(file), dryRun, kind);
    },
  });
  const report = run.data;
  return (
    <section aria-label="Catalogue import" className={styles.section}>
      <h2>Catalogue import</h2>
      <label htmlFor="catalogue-kind">The feed holds</label>
      <Select
        id="catalogue-kind"
        value={kind}
        onChange={(event) => {
          setKind(event.target.value as CatalogueFeedKind);
          run.reset();
        }}
      >
        <option value="courses">Courses</option>
        <option value="universities">Universities</option>
        <option value="programs">Accelerator programs</option>
      </Select>
      <p className={styles.muted}>{COLUMNS[kind]} The header is row 1.</p>
      <label htmlFor="catalogue-file">Feed (CSV or JSON)</label>
      <FileInput id="catalogue-file" ref={fileRef} accept=".csv,.json,text/csv,application/json" />
      <div className={styles.row}>
        <Button disabled={run.isPending} onClick={() => run.mutate(true)}>
          Check (dry run)
        </Button>
        <Button disabled={run.isPending} onClick={() => run.mutate(false)}>
          Import
        </Button>
      </div>
      {run.error && <p role="alert">{run.error.message}</p>}
      {report && (
        <div role="status">
          {report.valid
            ? report.dryRun
              ? 'The feed is valid; nothing was written.'
              : `Imported: ${report.created} created, ${report.updated} updated.`
            : `${report.errors.length} problem${report.errors.length === 1 ? '' : 's'}; nothing was written.`}
        </div>
      )}
      {report && report.errors.length > 0 && (
        <table>
          <ColumnHeads names={['Row', 'Field', 'Problem']} />
          <tbody>
            {report.errors.map((error, i) => (
              <tr key={i}>
                <td>{error.row}</td>
                <td>{error.field}</td>
                <td>{error.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
