'use client';

import { useState } from 'react';
import { DESTINATIONS, HEADER_COUNTRY_SLUGS } from '@meridian/domain/destinations';
import type { GradingSystem } from '@meridian/domain/calculators/schemas';
import { SlugOptions } from '@/components/forms/slug-options.tsx';
import styles from '@/components/calculators/calculator.module.css';
import { UsGpaForm } from './us-gpa-form.client.tsx';
import { GermanGradeForm } from './german-grade-form.client.tsx';
import { Select } from '@/components/ui/select.tsx';
import { SavedGpaNote } from '@/components/calculators/saved-gpa.client.tsx';

const COUNTRIES = HEADER_COUNTRY_SLUGS.map((slug) => DESTINATIONS.find((d) => d.slug === slug)!);

/** SPEC.md §9: the USA gets the US conversion; every other destination the German (DEU) one. */
export function GpaCalculator(props: { systems: readonly GradingSystem[] }) {
  const [country, setCountry] = useState<string>('usa');
  const name = COUNTRIES.find((c) => c.slug === country)?.name;
  return (
    <>
      <SavedGpaNote />
      <div className={`${styles.field} ${styles.narrow}`}>
        <label htmlFor="gpa-country">Where are you applying?</label>
        <Select id="gpa-country" value={country} onChange={(e) => setCountry(e.target.value)}>
          <SlugOptions items={COUNTRIES} />
        </Select>
      </div>
      {country === 'usa' ? (
        <UsGpaForm />
      ) : (
        <>
          {country !== 'germany' && (
            <p className={styles.hint}>
              For {name} we show the German-scale grade (modified Bavarian formula), which universities in
              Germany and several other European countries use; many universities in {name} assess Indian
              grades directly, so check the course page too.
            </p>
          )}
          <GermanGradeForm systems={props.systems} />
        </>
      )}
    </>
  );
}
