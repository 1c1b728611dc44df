import Link from 'next/link';
import { permanentRedirect } from 'next/navigation';
import { EXAMS } from '@meridian/domain/catalogue/exams';
import { courseFaqs } from '@meridian/domain/catalogue/course-faqs';
import { durationInMonths, formatDuration } from '@meridian/domain/catalogue/format-duration';
import { LEVEL_NAMES } from '@meridian/domain/catalogue/levels';
import { findCategory } from '@meridian/domain/catalogue/categories';
import { formatMoney, minorPerMajor } from '@meridian/domain/money';
import { rateText } from '@meridian/domain/catalogue/fee-text';
import { viewerRate } from '@/lib/region/viewer-rate.ts';
import { currentRegion } from '@/lib/region/current-region.ts';
import { CourseFee } from '@/components/catalogue/course-fee.client.tsx';
import { siteRoutes, siteUrl } from '@meridian/domain/routes/site-routes';
import { contentApi } from '@/lib/api/content-api.ts';
import { getCourseDetail } from '@/lib/api/catalogue.ts';
import { listUpcomingWebinars } from '@/lib/api/webinars.ts';
import { orNotFound } from '@/lib/api/not-found-on-404.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { requestOrigin } from '@/lib/seo/request-origin.ts';
import { breadcrumbLd, courseLd, faqPageLd, JsonLd } from '@/lib/seo/json-ld.tsx';
import { loadUniversity } from '@/components/catalogue/university-page.tsx';
import { universityCrumbs } from '@/components/catalogue/university-crumbs.ts';
import { UpcomingWebinars } from '@/components/catalogue/upcoming-webinars.tsx';
import { UniversityLogo } from '@/components/catalogue/university-logo.tsx';
import { BrochureRequest } from '@/components/catalogue/brochure-request.tsx';
import { SampleCoursesNote } from '@/components/catalogue/sample-courses-note.tsx';
import { ShortlistButton } from '@/components/catalogue/shortlist-button.client.tsx';
import { shortlistEntry } from '@meridian/domain/profile/favourites';
import { ApplySection } from '@/components/forms/enquiry/apply-section.tsx';
import { Fact } from '@/components/layout/fact.tsx';
import { FaqList } from '@/components/content/faq-list.tsx';
import styles from '@/components/catalogue/catalogue.module.css';
import { monthName } from '@meridian/domain/month-name';
import { ColumnHeads } from '@/components/layout/column-heads.tsx';

export { generateStaticParams } from '@/lib/variant/render-on-first-visit.ts';

type Params = Promise<{ countryName: string; universityName: string; courseName: string }>;

/**
 * The course, under a university that must be in the destination the URL names. Another spelling of
 * the university's address (`{slug}-{id}`, capitals) or of the course's (capitals) is sent on, with
 * a 308, to the course's canonical page, as the university page does.
 */
async function loadCourse(params: Params) {
  const { countryName, universityName, courseName } = await params;
  const courseSlug = courseName.toLowerCase();
  const university = await loadUniversity(countryName, universityName, (u) =>
    siteRoutes.course({ slug: courseSlug, university: u }),
  );
  const course = await orNotFound(getCourseDetail(contentApi(), university.slug, courseSlug));
  if (course.slug !== courseName) permanentRedirect(siteRoutes.course(course));
  return course;
}

export async function generateMetadata({ params }: { params: Params }) {
  const course = await loadCourse(params);
  return pageMetadata({
    title: `${course.title} at ${course.university.name}: fees, duration, intakes`,
    description: course.about,
    path: siteRoutes.course(course),
  });
}

export default async function CourseDetailPage({ params }: { params: Params }) {
  const course = await loadCourse(params);
  const { university, exchangeRate: rate } = course;
  const viewer = await viewerRate(await currentRegion());
  const webinars = await listUpcomingWebinars(contentApi(), { university: university.slug });
  const origin = await requestOrigin();
  const fee = course.tuition;
  const living = course.city.monthlyLiving;
  const faqs = courseFaqs(course);
  const uniPath = siteRoutes.university(university);
  return (
    <article>
      <JsonLd
        data={courseLd({
          name: course.title,
          description: course.about,
          url: siteUrl(origin, siteRoutes.course(course)),
          providerName: university.name,
          providerUrl: siteUrl(origin, uniPath),
          educationalCredentialAwarded: `${LEVEL_NAMES[course.educationLevel]} degree`,
          durationMonths: durationInMonths(course.durationDays),
          fee:
            fee.amountMinor > 0
              ? { amount: fee.amountMinor / minorPerMajor(fee.currency), currency: fee.currency }
              : null,
        })}
      />
      <JsonLd
        data={breadcrumbLd(
          [...universityCrumbs(university), { name: course.title, path: siteRoutes.course(course) }],
          origin,
        )}
      />
      <JsonLd data={faqPageLd(faqs)} />
      <p className={`${styles.eyebrow} ${styles.withLogo}`}>
        <UniversityLogo university={university} size={40} priority />
        <span>
          <Link href={uniPath}>{university.name}</Link> · {university.city}, {university.country.name}
        </span>
      </p>
      <div className={styles.titleRow}>
        <h1>{course.title}</h1>
        <ShortlistButton entry={shortlistEntry('COURSE', course)} />
      </div>
      <SampleCoursesNote courses={[course]} university={university.name} />
      <p>{course.about}</p>
      <dl className={styles.facts}>
        <Fact term="Level">{LEVEL_NAMES[course.educationLevel]}</Fact>
        <Fact term="Subject">
          <Link
            href={siteRoutes.courseListing({
              country: university.country.slug,
              level: 'courses',
              subject: course.primaryCategory,
            })}
          >
            {findCategory(course.primaryCategory)?.name}
          </Link>
        </Fact>
        <Fact term="Duration">{formatDuration(course.durationDays)}</Fact>
        <Fact term="Tuition">
          <CourseFee course={course} rate={rate} />
        </Fact>
        {living.amountMinor > 0 && (
          <Fact term={`Living cost in ${course.city.name}`}>
            {formatMoney(living.amountMinor, living.currency)} a month
          </Fact>
        )}
        <Fact term="Intakes">{course.intakes.map((m) => monthName(m)).join(', ')}</Fact>
        <Fact term="World ranking">
          {university.worldRanking ? `#${university.worldRanking}` : 'Not ranked'}
        </Fact>
      </dl>
      {rate && course.tuition.currency !== (viewer?.currency ?? 'INR') && (
        <p className={styles.muted}>Converted at {rateText(rate, viewer)}. Your bank’s rate will differ.</p>
      )}

      {course.exams.length > 0 && (
        <section className={styles.section} aria-labelledby="exams-title">
          <h2 id="exams-title">Tests and minimum scores</h2>
          <table>
            <ColumnHeads names={['Test', 'Minimum score']} />
            <tbody>
              {course.exams.map((e) => (
                <tr key={e.exam}>
                  <td>{EXAMS[e.exam].name}</td>
                  <td>{e.minScore}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}

      <UpcomingWebinars webinars={webinars} />

      <section className={styles.section} aria-labelledby="brochure-title">
        <h2 id="brochure-title">Get the {university.name} brochure</h2>
        <BrochureRequest universitySlug={university.slug} title={`${university.name} brochure`} />
      </section>

      <ApplySection
        title="Apply with a counsellor"
        program={{
          kind: 'course',
          ref: String(course.id),
          title: course.title,
          university: university.name,
          country: university.country.name,
        }}
        level={course.educationLevel}
        note="We check your profile against this course’s requirements, free."
      >
        <p>
          <Link href={siteRoutes.compareCourses([course.id])}>Compare this course with others</Link>
        </p>
      </ApplySection>

      <section className={styles.section} aria-labelledby="faqs-title">
        <h2 id="faqs-title">Frequently asked questions</h2>
        <FaqList faqs={faqs} />
      </section>
    </article>
  );
}
