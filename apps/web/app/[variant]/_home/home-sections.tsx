import Link from 'next/link';
import type { AcceleratorProgramCard } from '@meridian/domain/catalogue/schemas';
import type { CalculatorPage } from '@meridian/domain/calculators/calculator-pages';
import type { ArticleSummary } from '@meridian/domain/content/articles';
import type { HomeResponse } from '@meridian/domain/home/schemas';
import type { RegionConfig } from '@meridian/domain/region/region-config';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { ArticleList } from '@/components/content/article-card.tsx';
import { ProgramCard } from '@/components/catalogue/program-card.tsx';
import catalogue from '@/components/catalogue/catalogue.module.css';
import { SampleNote } from '@/components/ui/sample-note.tsx';
import { Avatar } from '@/components/ui/avatar.tsx';
import { CountryFlag } from '@/components/ui/country-flag.tsx';
import { UniversityLogo } from '@/components/catalogue/university-logo.tsx';
import styles from './home.module.css';

export function QuickCountries({ countries }: { countries: HomeResponse['quickCountries'] }) {
  if (countries.length === 0) return null;
  return (
    <section aria-labelledby="quick-countries" className={styles.section}>
      <h2 id="quick-countries">Where do you want to study?</h2>
      <ul className={styles.quickCountries}>
        {countries.map((country) => (
          <li key={country.slug}>
            <Link href={siteRoutes.country(country.slug)}>
              <CountryFlag country={country} height={16} className={styles.flag} />
              Study in {country.name}
            </Link>
          </li>
        ))}
        <li>
          <Link href={siteRoutes.country('others')}>Other destinations</Link>
        </li>
      </ul>
    </section>
  );
}

export function TopUniversities(props: {
  universities: HomeResponse['topUniversities'];
  region: RegionConfig;
}) {
  const { universities, region } = props;
  if (universities.length === 0) return null;
  return (
    <section aria-labelledby="top-universities" className={styles.section}>
      <h2 id="top-universities">Top universities {region.demonym} students apply to</h2>
      <ul className={styles.cards}>
        {universities.map((university) => (
          <li key={university.id} className={styles.card}>
            <UniversityLogo university={university} size={40} />
            <strong>{university.name}</strong>
            <span>
              <CountryFlag country={{ slug: university.countrySlug }} height={12} className={styles.flag} />
              {university.city}, {university.countryName}
            </span>
            <span>
              #{university.worldRanking} in the {university.rankingSource}
            </span>
            <Link href={siteRoutes.university(university)}>About {university.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Each exam a link to its guide, with the fee and the score range a student compares first. */
export function ExamCards({ exams }: { exams: HomeResponse['exams'] }) {
  if (exams.length === 0) return null;
  return (
    <section aria-labelledby="exams" className={styles.section}>
      <h2 id="exams">Exams you may need</h2>
      <p>
        English tests for every level; the SAT or ACT for a US bachelor&apos;s, the GRE or GMAT for a
        master&apos;s.
      </p>
      <ul className={styles.cards}>
        {exams.map((exam) => (
          <li key={exam.slug} className={styles.card}>
            <Link href={siteRoutes.exam(exam.slug)} className={styles.cardLink}>
              <strong>{exam.name}</strong>
            </Link>
            {exam.fee && <p className={styles.fee}>Fee: {exam.fee}</p>}
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

/** What the catalogue holds, counted from it; a figure it cannot count is left out, never guessed. */
export interface TrustFigures {
  courses: { count: number; capped: boolean };
  universities: number;
  countries: number;
  sample: boolean;
}

export function TrustStrip({ figures }: { figures: TrustFigures | undefined }) {
  if (!figures) return null;
  const items = [
    figures.courses.count > 0 &&
      `${figures.courses.count.toLocaleString('en-IN')}${figures.courses.capped ? '+' : ''} courses`,
    figures.universities > 0 && `${figures.universities.toLocaleString('en-IN')} universities`,
    figures.countries > 0 && `${figures.countries} countries`,
  ].filter(Boolean);
  if (items.length === 0) return null;
  return (
    <section aria-label="What you can compare" className={styles.trust}>
      <ul>
        {items.map((item) => (
          <li key={String(item)}>{item}</li>
        ))}
      </ul>
      {figures.sample && (
        <SampleNote>Counted from the sample catalogue of this demonstration site.</SampleNote>
      )}
    </section>
  );
}

export function Testimonials({ testimonials }: { testimonials: HomeResponse['testimonials'] }) {
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials" className={styles.section}>
      <h2 id="testimonials">Students who made the move</h2>
      {testimonials.some((t) => t.sample) && (
        <SampleNote>
          Sample testimonials for demonstration: these students and their words were invented for a demo of
          the site.
        </SampleNote>
      )}
      <ul className={styles.cards}>
        {testimonials.map((t) => (
          <li key={t.id} className={styles.card}>
            <figure className={styles.testimonial}>
              <blockquote>{t.quote}</blockquote>
              <figcaption>
                <Avatar name={t.studentName} photo={t.photo} size={48} />
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

export function Programs(props: { programs: readonly AcceleratorProgramCard[]; region: RegionConfig }) {
  const { programs, region } = props;
  if (programs.length === 0) return null;
  return (
    <section aria-labelledby="programs" className={styles.section}>
      <h2 id="programs">Start online, finish on campus</h2>
      <p>
        Accelerator programs: the first part of your degree online from {region.label}, the rest at the
        university abroad, for a lower total cost.
      </p>
      <ol className={catalogue.results}>
        {programs.map((program) => (
          <ProgramCard key={program.slug} program={program} headingLevel="h3" />
        ))}
      </ol>
      <Link href={siteRoutes.programListing({})}>All accelerator programs</Link>
    </section>
  );
}

export function LatestArticles({ articles }: { articles: readonly ArticleSummary[] }) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="articles" className={styles.section}>
      <h2 id="articles">Guides for your plans</h2>
      <ArticleList articles={articles} />
      <a href={sitePath(siteRoutes.articles())}>All articles</a>
    </section>
  );
}

export function Calculators({ calculators }: { calculators: readonly CalculatorPage[] }) {
  if (calculators.length === 0) return null;
  return (
    <section aria-labelledby="calculators" className={styles.section}>
      <h2 id="calculators">Work out the numbers</h2>
      <ul className={styles.cards}>
        {calculators.map((calculator) => (
          <li key={calculator.path} className={styles.card}>
            <Link href={calculator.path}>
              <strong>{calculator.name}</strong>
            </Link>
            <span>{calculator.summary}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
