import Link from 'next/link';
import type { HomeResponse } from '@meridian/domain/home/schemas';
import styles from './home.module.css';

export function QuickCountries({ countries }: { countries: HomeResponse['quickCountries'] }) {
  if (countries.length === 0) return null;
  return (
    <section aria-labelledby="quick-countries" className={styles.section}>
      <h2 id="quick-countries">Where do you want to study?</h2>
      <ul className={styles.quickCountries}>
        {countries.map((country) => (
          <li key={country.slug}>
            <Link href={`/${country.slug}`}>Study in {country.name}</Link>
          </li>
        ))}
        <li>
          <Link href="/others">Other destinations</Link>
        </li>
      </ul>
    </section>
  );
}

export function TopUniversities({ universities }: { universities: HomeResponse['topUniversities'] }) {
  if (universities.length === 0) return null;
  return (
    <section aria-labelledby="top-universities" className={styles.section}>
      <h2 id="top-universities">Top universities Indian students apply to</h2>
      <ul className={styles.cards}>
        {universities.map((university) => (
          <li key={university.id} className={styles.card}>
            <strong>{university.name}</strong>
            <span>
              {university.city}, {university.countryName}
            </span>
            <span>
              #{university.worldRanking} in the {university.rankingSource}
            </span>
            <Link href={`/${university.countrySlug}#universities`}>Study in {university.countryName}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ExamCards({ exams }: { exams: HomeResponse['exams'] }) {
  if (exams.length === 0) return null;
  return (
    <section aria-labelledby="exams" className={styles.section}>
      <h2 id="exams">Exams you may need</h2>
      <ul className={styles.cards}>
        {exams.map((exam) => (
          <li key={exam.slug} className={styles.card}>
            <strong>{exam.name}</strong>
            <ul className={styles.facts}>
              {exam.facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Testimonials({ testimonials }: { testimonials: HomeResponse['testimonials'] }) {
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials" className={styles.section}>
      <h2 id="testimonials">Students who made the move</h2>
      <ul className={styles.cards}>
        {testimonials.map((t) => (
          <li key={t.id} className={styles.card}>
            <figure className={styles.testimonial}>
              <blockquote>{t.quote}</blockquote>
              <figcaption>
                <strong>{t.studentName}</strong>, {t.homeCity} — {t.course}, {t.university} ({t.destination}),{' '}
                {t.intake}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
