import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { webConfig } from '@/lib/env.ts';
import { Button, ButtonLink, type ButtonVariant } from '@/components/ui/button.tsx';
import { IconButton } from '@/components/ui/icon-button.tsx';
import { Card, CardFooter } from '@/components/ui/card.tsx';
import { Chip } from '@/components/ui/chip.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { ChoiceFieldset, Field, fieldAria } from '@/components/ui/field.tsx';
import { TextArea, TextInput } from '@/components/ui/text-input.tsx';
import { Select } from '@/components/ui/select.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Radio } from '@/components/ui/radio.tsx';
import { FileInput } from '@/components/ui/file-input.tsx';
import { Table } from '@/components/ui/table.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Avatar } from '@/components/ui/avatar.tsx';
import { CountryFlag } from '@/components/ui/country-flag.tsx';
import { InteractiveExamples } from './interactive-examples.client.tsx';
import styles from './design-system.module.css';

export const metadata: Metadata = { title: 'Design system', robots: { index: false, follow: false } };

/** Outside production only, and read per request: the same build serves staging and production. */
export const dynamic = 'force-dynamic';

const VARIANTS: readonly ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger', 'link'];

const FEES = [
  {
    university: 'University of Toronto',
    course: 'MSc Computer Science',
    fee: 'C$62,000',
    intake: 'Sep 2026',
  },
  { university: 'TU Munich', course: 'MSc Informatics', fee: '€0 (semester fee €150)', intake: 'Oct 2026' },
  {
    university: 'University of Sydney',
    course: 'Master of Data Science',
    fee: 'A$53,500',
    intake: 'Feb 2027',
  },
];

/**
 * `/design-system`: every component of components/ui in each of its states, the reference for pages
 * built on them and the page the no-default-controls check runs on first. Not served in production.
 */
export default function DesignSystemPage() {
  if (webConfig().APP_ENV === 'production') notFound();
  return (
    <div className={styles.page}>
      <h1>Design system</h1>
      <p>The components of components/ui in their states. Tokens live in app/globals.css.</p>

      <section aria-labelledby="ds-buttons">
        <h2 id="ds-buttons">Buttons</h2>
        {(['sm', 'md', 'lg'] as const).map((size) => (
          <div key={size} className={styles.row}>
            {VARIANTS.map((variant) => (
              <Button key={variant} variant={variant} size={size}>
                {variant} {size}
              </Button>
            ))}
          </div>
        ))}
        <div className={styles.row}>
          <Button variant="primary" loading>
            Saving…
          </Button>
          <Button variant="primary" disabled>
            Disabled
          </Button>
          <ButtonLink variant="primary" href="/">
            A link that looks like a button
          </ButtonLink>
          <IconButton label="Add to shortlist">♡</IconButton>
          <IconButton label="Close" variant="secondary">
            ×
          </IconButton>
        </div>
        <Button variant="primary" block>
          Full-width (block)
        </Button>
      </section>

      <section aria-labelledby="ds-chips">
        <h2 id="ds-chips">Chips and badges</h2>
        <div className={styles.row}>
          <Chip>Plain</Chip>
          <Chip selected>Selected</Chip>
          <Chip removeHref="/design-system" removeLabel="Remove filter: Germany">
            Germany
          </Chip>
        </div>
        <div className={styles.row}>
          {(['neutral', 'info', 'success', 'warning', 'danger'] as const).map((tone) => (
            <Badge key={tone} tone={tone}>
              {tone}
            </Badge>
          ))}
        </div>
      </section>

      <section aria-labelledby="ds-faces">
        <h2 id="ds-faces">Faces and flags</h2>
        <p>
          A person’s uploaded photo, or their initials on a colour of their own; a destination’s flag, hidden
          from screen readers beside its name.
        </p>
        <div className={styles.row}>
          {([24, 32, 48, 64] as const).map((size) => (
            <Avatar key={size} name="Kavya Iyer" photo={null} size={size} />
          ))}
          <span>
            <CountryFlag country={{ slug: 'germany' }} height={16} /> Germany
          </span>
          <span>
            <CountryFlag country={{ slug: 'uk' }} height={16} /> UK
          </span>
        </div>
      </section>

      <section aria-labelledby="ds-fields">
        <h2 id="ds-fields">Fields</h2>
        <div className={styles.grid}>
          <Field id="ds-name" label="Full name" hint="As on your passport">
            <TextInput id="ds-name" autoComplete="off" {...fieldAria('ds-name', { hint: true })} />
          </Field>
          <Field id="ds-email" label="Email address" error="Enter a valid email address">
            <TextInput
              id="ds-email"
              type="email"
              defaultValue="priya@"
              {...fieldAria('ds-email', { error: true })}
            />
          </Field>
          <Field id="ds-level" label="Study level">
            <Select id="ds-level" defaultValue="">
              <option value="">Choose a level</option>
              <option>Bachelor&apos;s</option>
              <option>Master&apos;s</option>
            </Select>
          </Field>
          <Field id="ds-intake" label="Intake" error="Choose an intake">
            <Select id="ds-intake" defaultValue="" {...fieldAria('ds-intake', { error: true })}>
              <option value="">Choose an intake</option>
              <option>September 2026</option>
            </Select>
          </Field>
          <Field id="ds-disabled" label="Disabled">
            <TextInput id="ds-disabled" disabled defaultValue="Cannot change" />
          </Field>
          <Field id="ds-file" label="Upload your passport" hint="PDF or JPEG, up to 5 MB">
            <FileInput id="ds-file" accept=".pdf,image/jpeg" {...fieldAria('ds-file', { hint: true })} />
          </Field>
          <Field id="ds-note" label="Anything else?">
            <TextArea id="ds-note" rows={3} />
          </Field>
        </div>
        <ChoiceFieldset id="ds-countries" legend="Countries (checkboxes)">
          <Checkbox name="ds-country" value="de" label="Germany" defaultChecked />
          <Checkbox name="ds-country" value="ca" label="Canada" />
          <Checkbox name="ds-country" value="ie" label="Ireland (disabled)" disabled />
        </ChoiceFieldset>
        <ChoiceFieldset id="ds-mode" legend="Meet (radios)" error="Choose how to meet">
          <Radio name="ds-mode" value="video" label="Video call" />
          <Radio name="ds-mode" value="centre" label="At a centre" />
        </ChoiceFieldset>
      </section>

      <section aria-labelledby="ds-cards">
        <h2 id="ds-cards">Cards</h2>
        <div className={styles.cards}>
          <Card as="article">
            <h3>A short card</h3>
            <p>Cards in one row share a height; the footer sits at the bottom.</p>
            <CardFooter>
              <Button variant="primary" size="sm">
                Apply
              </Button>
            </CardFooter>
          </Card>
          <Card as="article" raised>
            <h3>A raised card with more text</h3>
            <p>
              Tuition, living costs and scholarships in one place, with the date each figure was checked and
              its source.
            </p>
            <CardFooter>
              <Button size="sm">Compare</Button>
            </CardFooter>
          </Card>
          <Card as="article" padding="compact">
            <h3>Compact</h3>
            <Skeleton lines={3} />
          </Card>
        </div>
      </section>

      <section aria-labelledby="ds-tables">
        <h2 id="ds-tables">Tables</h2>
        {(['scroll', 'stack'] as const).map((layout) => (
          <Table
            key={layout}
            caption={`Fees (${layout} below 600 px)`}
            layout={layout}
            rows={FEES}
            rowKey={(row) => row.course}
            columns={[
              { key: 'university', header: 'University', cell: (row) => row.university, rowHeader: true },
              { key: 'course', header: 'Course', cell: (row) => row.course },
              { key: 'fee', header: 'Tuition a year', cell: (row) => row.fee, numeric: true },
              { key: 'intake', header: 'Intake', cell: (row) => row.intake },
            ]}
          />
        ))}
      </section>

      <section aria-labelledby="ds-empty">
        <h2 id="ds-empty">Empty state and skeleton</h2>
        <EmptyState
          title="No courses match all your filters"
          headingLevel={3}
          actions={
            <>
              <ButtonLink href="/design-system" variant="secondary">
                Drop “Fee up to ₹20 L”
              </ButtonLink>
              <ButtonLink href="/schedule-appointment" variant="primary">
                Ask a counsellor
              </ButtonLink>
            </>
          }
        >
          Removing the fee filter shows 14 courses.
        </EmptyState>
        <Skeleton shape="block" />
      </section>

      <InteractiveExamples />
    </div>
  );
}
