'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { PRIMARY_CATEGORIES } from '@meridian/domain/catalogue/categories';
import { DESTINATIONS, HEADER_COUNTRY_SLUGS } from '@meridian/domain/destinations';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { Field } from '@/components/ui/field.tsx';
import { Select } from '@/components/ui/select.tsx';
import { Button } from '@/components/ui/button.tsx';
import styles from './home.module.css';

const COUNTRIES = HEADER_COUNTRY_SLUGS.map((slug) => DESTINATIONS.find((d) => d.slug === slug)!);

/**
 * The home page's first question: subject, country and level, landing on that course listing
 * (`/{country}/{level}/{subject}`), where the rest is filtered. Anything left open lists them all.
 */
export function HomeFinder() {
  const router = useRouter();
  const [subject, setSubject] = useState('');
  const [country, setCountry] = useState('');
  const [level, setLevel] = useState('courses');
  const find = (event: FormEvent) => {
    event.preventDefault();
    router.push(
      siteRoutes.courseListing({ country: country || undefined, level, subject: subject || undefined }),
    );
  };
  return (
    <form className={styles.finder} aria-label="Find a course" onSubmit={find}>
      <Field id="finder-subject" label="Subject">
        <Select id="finder-subject" value={subject} onChange={(event) => setSubject(event.target.value)}>
          <option value="">Any subject</option>
          {PRIMARY_CATEGORIES.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="finder-country" label="Country">
        <Select id="finder-country" value={country} onChange={(event) => setCountry(event.target.value)}>
          <option value="">Any country</option>
          {COUNTRIES.map((destination) => (
            <option key={destination.slug} value={destination.slug}>
              {destination.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="finder-level" label="Level">
        <Select id="finder-level" value={level} onChange={(event) => setLevel(event.target.value)}>
          <option value="courses">Bachelor&apos;s or master&apos;s</option>
          <option value="bachelors">Bachelor&apos;s (after school)</option>
          <option value="masters">Master&apos;s (after a degree)</option>
        </Select>
      </Field>
      <Button type="submit" variant="primary">
        Show courses
      </Button>
    </form>
  );
}
