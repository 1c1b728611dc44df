'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { PRIMARY_CATEGORIES } from '@meridian/domain/catalogue/categories';
import { DESTINATIONS, HEADER_COUNTRY_SLUGS } from '@meridian/domain/destinations';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { encodeCourseFilter } from '@meridian/domain/catalogue/course-filter-url';
import { monthName } from '@meridian/domain/month-name';
import { Field } from '@/components/ui/field.tsx';
import { Select } from '@/components/ui/select.tsx';
import { Button } from '@/components/ui/button.tsx';
import styles from './home.module.css';

const COUNTRIES = HEADER_COUNTRY_SLUGS.map((slug) => DESTINATIONS.find((d) => d.slug === slug)!);
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * The home page's first question: subject, country, level and intake, landing on that course
 * listing (`/{country}/{level}/{subject}`, the intake month as its filter), where the rest is
 * filtered. Anything left open lists them all.
 */
export function HomeFinder() {
  const router = useRouter();
  const [subject, setSubject] = useState('');
  const [country, setCountry] = useState('');
  const [level, setLevel] = useState('courses');
  const [intake, setIntake] = useState('');
  const find = (event: FormEvent) => {
    event.preventDefault();
    const listing = siteRoutes.courseListing({
      country: country || undefined,
      level,
      subject: subject || undefined,
    });
    const filter = encodeCourseFilter({ intake: intake ? [Number(intake)] : undefined });
    router.push(filter ? `${listing}?filter=${filter}` : listing);
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
      <Field id="finder-intake" label="Intake">
        <Select id="finder-intake" value={intake} onChange={(event) => setIntake(event.target.value)}>
          <option value="">Any month</option>
          {MONTHS.map((month) => (
            <option key={month} value={month}>
              {monthName(month)}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" variant="primary">
        Show courses
      </Button>
    </form>
  );
}
