'use client';

import { useAddressChoice } from '@/components/ui/use-address-query.ts';
import { UniversityBrochures } from './university-brochures.client.tsx';
import { ProgramList } from './program-list.client.tsx';
import styles from '../content/back-office.module.css';
import { Button } from '@/components/ui/button.tsx';

const TABS = { universities: 'Universities and brochures', programs: 'Accelerator programs' } as const;
type Tab = keyof typeof TABS;

/** The Catalogue page: one tab per part of the catalogue, named in the address (`?tab=…`). */
export function CatalogueConsole() {
  const [tab, setTab] = useAddressChoice('tab', Object.keys(TABS) as Tab[]);
  return (
    <div className={styles.office}>
      <h1>Catalogue</h1>
      <nav aria-label="Catalogue parts" className={styles.tabs}>
        {(Object.keys(TABS) as Tab[]).map((name) => (
          <Button key={name} aria-pressed={tab === name} onClick={() => setTab(name)}>
            {TABS[name]}
          </Button>
        ))}
      </nav>
      {tab === 'universities' && <UniversityBrochures />}
      {tab === 'programs' && <ProgramList />}
    </div>
  );
}
