import Link from 'next/link';
import { formatDuration } from '@meridian/domain/catalogue/format-duration';
import { LEVEL_NAMES } from '@meridian/domain/catalogue/levels';
import { formatMoney, toInrMinor } from '@meridian/domain/money';
import { contentApi } from '@/lib/api/content-api.ts';
import { getAcceleratorProgram } from '@/lib/api/catalogue.ts';
import { listUpcomingWebinars } from '@/lib/api/webinars.ts';
import { orNotFound } from '@/lib/api/not-found-on-404.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { requestOrigin } from '@/lib/seo/request-origin.ts';
import { breadcrumbLd, courseLd, JsonLd } from '@/lib/seo/json-ld.tsx';
import { durationInMonths } from '@meridian/domain/catalogue/format-duration';
import { siteRoutes, siteUrl } from '@meridian/domain/routes/site-routes';
import { moneyList } from '@/components/catalogue/program-card.tsx';
import { ShortlistButton } from '@/components/catalogue/shortlist-button.client.tsx';
import { shortlistEntry } from '@meridian/domain/profile/favourites';
import { ApplySection } from '@/components/forms/enquiry/apply-section.tsx';
import styles from '@/components/catalogue/catalogue.module.css';
import { ColumnHeads } from '@/components/layout/column-heads.tsx';
import { UpcomingWebinars } from '@/components/catalogue/upcoming-webinars.tsx';

export { generateStaticParams } from '@/lib/variant/render-on-first-visit.ts';

type Params = Promise<{ slug: string }>;

async function load(params: Params) {
  return orNotFound(getAcceleratorProgram(contentApi(), (await params).slug));
}

export async function generateMetadata({ params }: { params: Params }) {
  const program = await load(params);
  return pageMetadata({
    title: program.title,
    description: program.about,
    path: siteRoutes.program(program.slug),
  });
}

/**
 * An accelerator program: the online part, then the destination university part, with fees, and
 * the webinars ahead of that university and of its country (SPEC.md §7 pathway/webinars/{slug}).
 */
export default async function ProgramPage({ params }: { params: Params }) {
  const program = await load(params);
  const destination = program.destinationUniversity;
  const webinars = await listUpcomingWebinars(contentApi(), { university: destination.university.slug });
  const rate = program.exchangeRate;
  const origin = await requestOrigin();
  const abroad = destination.tuitionFee[0];
  return (
    <article>
      <JsonLd
        data={courseLd({
          name: program.title,
          description: program.about,
          url: siteUrl(origin, siteRoutes.program(program.slug)),
          providerName: destination.university.name,
          providerUrl: siteUrl(origin, siteRoutes.university(destination.university)),
          educationalCredentialAwarded: `${LEVEL_NAMES[program.degree]} degree`,
          durationMonths: durationInMonths(program.onlineDurationDays + destination.durationDays),
          fee: null,
        })}
      />
      <JsonLd
        data={breadcrumbLd(
          [
            { name: 'Study abroad', path: siteRoutes.home() },
            { name: 'Accelerator programs', path: siteRoutes.programListing({}) },
            { name: program.title, path: siteRoutes.program(program.slug) },
          ],
          origin,
        )}
      />
      <p className={styles.eyebrow}>
        <Link href={siteRoutes.programListing({})}>Accelerator programs</Link> · {LEVEL_NAMES[program.degree]}
      </p>
      <div className={styles.titleRow}>
        <h1>{program.title}</h1>
        <ShortlistButton
          entry={shortlistEntry('PROGRAM', {
            ...program,
            university: program.destinationUniversity.university,
          })}
        />
      </div>
      <p>{program.about}</p>
      <ul>
        {program.highlights.map((h) => (
          <li key={h}>{h}</li>
        ))}
      </ul>
      <table>
        <caption className="visually-hidden">Program parts and fees</caption>
        <ColumnHeads names={['Part', 'Duration', 'Tuition']} />
        <tbody>
          <tr>
            <th scope="row">Online, from India</th>
            <td>{formatDuration(program.onlineDurationDays)}</td>
            <td>{moneyList(program.onlineTuition)}</td>
          </tr>
          <tr>
            <th scope="row">
              On campus at{' '}
              <Link href={siteRoutes.university(destination.university)}>{destination.university.name}</Link>
            </th>
            <td>{formatDuration(destination.durationDays)}</td>
            <td>
              {moneyList(destination.tuitionFee)}
              {rate && abroad && abroad.currency !== 'INR' && (
                <>
                  {' '}
                  (≈ {formatMoney(toInrMinor(abroad.amountMinor, abroad.currency, rate.inrPerUnit), 'INR')})
                </>
              )}
            </td>
          </tr>
        </tbody>
      </table>
      <UpcomingWebinars webinars={webinars} />
      <ApplySection
        title="Apply for this program"
        program={{
          kind: 'accelerator-program',
          ref: program.slug,
          title: program.title,
          university: destination.university.name,
          country: destination.university.country.name,
        }}
        level={program.degree}
      />
    </article>
  );
}
