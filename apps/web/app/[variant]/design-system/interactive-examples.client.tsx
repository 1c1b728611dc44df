'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Chip } from '@/components/ui/chip.tsx';
import { Dialog } from '@/components/ui/dialog.client.tsx';
import { Sheet } from '@/components/ui/sheet.client.tsx';
import { Tabs } from '@/components/ui/tabs.client.tsx';
import { Toast } from '@/components/ui/toast.client.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import styles from './design-system.module.css';

const COUNTRIES = ['Germany', 'Canada', 'Ireland', 'Australia'];

/** The components that hold state, each working as it does on a page. */
export function InteractiveExamples() {
  const [dialogOpen, setDialogOpen] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [toast, setToast] = useState<'neutral' | 'success' | 'danger' | undefined>();
  const [chosen, setChosen] = useState<readonly string[]>(['Germany', 'Canada']);
  const toggle = (country: string) =>
    setChosen((list) => (list.includes(country) ? list.filter((c) => c !== country) : [...list, country]));
  return (
    <>
      <section aria-labelledby="ds-chips-live">
        <h2 id="ds-chips-live">Removable and pickable chips</h2>
        <div className={styles.row}>
          {chosen.map((country) => (
            <Chip key={country} removeLabel={`Remove filter: ${country}`} onRemove={() => toggle(country)}>
              {country}
            </Chip>
          ))}
        </div>
        <div className={styles.row}>
          {COUNTRIES.map((country) => (
            <Chip key={country} selected={chosen.includes(country)} onSelect={() => toggle(country)}>
              {country}
            </Chip>
          ))}
        </div>
      </section>

      <section aria-labelledby="ds-overlays">
        <h2 id="ds-overlays">Dialog, sheet and toast</h2>
        <div className={styles.row}>
          <Button variant="secondary" onClick={() => setDialogOpen(true)}>
            Open dialog
          </Button>
          <Button variant="secondary" onClick={() => setSheetOpen(true)}>
            Filters ({chosen.length})
          </Button>
          {(['neutral', 'success', 'danger'] as const).map((tone) => (
            <Button key={tone} variant="ghost" onClick={() => setToast(tone)}>
              Show {tone} toast
            </Button>
          ))}
        </div>
        <Dialog open={dialogOpen} title="Request a call-back" onClose={() => setDialogOpen(false)}>
          <p>The close control is at the top; Escape and the backdrop close it too.</p>
          <Button variant="primary" onClick={() => setDialogOpen(false)}>
            Done
          </Button>
        </Dialog>
        <Sheet
          open={sheetOpen}
          title="Filters"
          onClose={() => setSheetOpen(false)}
          footer={
            <Button variant="primary" block onClick={() => setSheetOpen(false)}>
              Show {chosen.length * 23} courses
            </Button>
          }
        >
          {COUNTRIES.map((country) => (
            <Checkbox
              key={country}
              label={country}
              checked={chosen.includes(country)}
              onChange={() => toggle(country)}
            />
          ))}
        </Sheet>
        {toast && (
          <Toast tone={toast} onDismiss={() => setToast(undefined)}>
            {toast === 'danger' ? 'Could not save; try again.' : 'Added to your shortlist.'}
          </Toast>
        )}
      </section>

      <section aria-labelledby="ds-tabs">
        <h2 id="ds-tabs">Tabs</h2>
        <Tabs
          label="Course details"
          tabs={[
            { id: 'overview', label: 'Overview', content: <p>Two years, taught in English.</p> },
            { id: 'fees', label: 'Fees', content: <p>US$62,000 total.</p> },
            { id: 'entry', label: 'Entry requirements', content: <p>IELTS 6.5, no band below 6.0.</p> },
          ]}
        />
      </section>
    </>
  );
}
