import Link from 'next/link';
import type { UniversityOverview as Overview } from '@meridian/domain/catalogue/schemas';
import type { Webinar } from '@meridian/domain/content/webinars';
import { formatMoney, formatMoneyRange } from '@meridian/domain/money';
import { convertedCost, rateText } from '@meridian/domain/catalogue/fee-text';
import type { ExchangeRate } from '@meridian/domain/country/schemas';
import { formatDate } from '@meridian/domain/format-date';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { CounsellorPhone } from '@/components/layout/counsellor-phone.tsx';
import { CourseResults } from './course-results.tsx';
import { UpcomingWebinars } from './upcoming-webinars.tsx';
import { UniversityLogo } from './university-logo.tsx';
import { CountryFlag } from '@/components/ui/country-flag.tsx';
import { MediaImage } from '@/components/ui/media-image.tsx';
import { BrochureRequest } from './brochure-request.tsx';
import { Fact } from '@/components/layout/fact.tsx';
import { FaqList } from '@/components/content/faq-list.tsx';
import styles from './catalogue.module.css';
import { monthName } from '@meridian/domain/month-name';

export function UniversityOverview({
  university: u,
  webinars,
  viewer,
}: {
  university: Overview;
  webinars: readonly Webinar[];
  /** The rupee rate of the site's currency (`viewerRate`); none on the India site. */
  viewer: ExchangeRate | null;
}) {
  const rate = u.exchangeRate;
  const tuition = u.annualTuition && convertedCost(u.annualTuition, rate, viewer);
  const living = u.city.monthlyLiving;
  return (
    <article>
      <p className={styles.eyebrow}>
        <CountryFlag country={u.country} height={14} className={styles.flag} />
        <Link href={siteRoutes.country(u.country.slug)}>Study in {u.country.name}</Link> ·{' '}
        <Link href={siteRoutes.universityListing({ country: u.country.slug })}>
          Universities in {u.country.name}
        </Link>
      </p>
      <div className={styles.withLogo}>
        <UniversityLogo university={u} size={72} priority />
        <h1>{u.name}</h1>
      </div>
      {u.campusPhoto && (
        <MediaImage
          className={styles.campusPhoto}
          image={u.campusPhoto}
          alt={`The campus of ${u.name}`}
          sizes="(max-width: 800px) 100vw, 760px"
          priority
        />
      )}
      <p>{u.about}</p>
      <dl className={styles.facts}>
        <Fact term="Location">
          {u.city.name}, {u.country.name}
        </Fact>
        <Fact term="Campus">{u.campus ?? u.city.name}</Fact>
        <Fact term="World ranking">
          {u.worldRanking ? `#${u.worldRanking} (${u.rankingSource})` : 'Not ranked'}
        </Fact>
        <Fact term="Courses listed">
          {u.courseCounts.BACHELORS} bachelors · {u.courseCounts.MASTERS} masters
        </Fact>
        {u.annualTuition && (
          <Fact term="Tuition a year">
            {formatMoneyRange(u.annualTuition)}
            {tuition && ` (≈ ${tuition})`}
          </Fact>
        )}
        {living.amountMinor > 0 && (
          <Fact term={`Living cost in ${u.city.name}`}>
            {formatMoney(living.amountMinor, living.currency)} a month
          </Fact>
        )}
        {u.intakes.length > 0 && (
          <Fact term="Intakes">{u.intakes.map((m) => monthName(m, 'short')).join(', ')}</Fact>
        )}
      </dl>
      {rate && rate.currency !== (viewer?.currency ?? 'INR') && (
        <p className={styles.muted}>
          {viewer
            ? `${viewer.currency} figures use ${rateText(rate, viewer)}`
            : `Rupee figures use ₹${rate.inrPerUnit} per ${rate.currency} as of ${formatDate(rate.asOf)}`}
          ; they are a guide, not a quote.
        </p>
      )}

      {u.topCourses.length > 0 && (
        <section className={styles.section} aria-labelledby="courses-title">
          <h2 id="courses-title">Courses at {u.name}</h2>
          <CourseResults courses={u.topCourses} />
          <p>
            <Link href={siteRoutes.universityCourses(u)}>
              All {u.courseCounts.BACHELORS + u.courseCounts.MASTERS} courses at {u.name}
            </Link>
          </p>
        </section>
      )}

      {u.scholarships.length > 0 && (
        <section className={styles.section} aria-labelledby="scholarships-title">
          <h2 id="scholarships-title">Scholarships for international students</h2>
          <ul>
            {u.scholarships.map((s) => (
              <li key={s.name}>
                <a href={s.url} rel="noopener noreferrer" target="_blank">
                  {s.name}
                </a>{' '}
                ({s.provider}): {s.value}
              </li>
            ))}
          </ul>
        </section>
      )}

      <UpcomingWebinars webinars={webinars} />

      {u.brochure && (
        <section className={styles.section} aria-labelledby="brochure-title">
          <h2 id="brochure-title">Get the brochure</h2>
          <p>
            {u.brochure.title}, {u.brochure.edition} edition, sent to your email.
          </p>
          <BrochureRequest universitySlug={u.slug} title={u.brochure.title} />
        </section>
      )}

      <section className={styles.section} aria-labelledby="enquire-title">
        <h2 id="enquire-title">Want to apply to {u.name}?</h2>
        <p>
          A counsellor can check your profile against its entry requirements, free.{' '}
          <Link className={styles.button} href={siteRoutes.enquiryAbout({ country: u.country.slug })}>
            Talk to a counsellor
          </Link>{' '}
          <CounsellorPhone>{(call) => <>or call {call}</>}</CounsellorPhone>.
        </p>
      </section>

      {u.faqs.length > 0 && (
        <section className={styles.section} aria-labelledby="faqs-title">
          <h2 id="faqs-title">Frequently asked questions</h2>
          <FaqList faqs={u.faqs} />
        </section>
      )}
    </article>
  );
}
