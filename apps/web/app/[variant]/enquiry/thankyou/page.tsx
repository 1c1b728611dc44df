import Link from 'next/link';
import { CounsellorPhone } from '@/components/layout/counsellor-phone.tsx';
import { DESTINATIONS, HEADER_COUNTRY_SLUGS } from '@meridian/domain/destinations';
import { LEAD_SUCCESS_MESSAGE } from '@meridian/domain/error-catalogue';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { brand } from '@/lib/brand/brand.ts';
import { callingHours } from '@/lib/region/calling-hours.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { ButtonLink } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';

export const generateMetadata = () =>
  pageMetadata({
    title: 'Thank you for your enquiry',
    description: LEAD_SUCCESS_MESSAGE,
    path: siteRoutes.enquiryThankYou(),
  });

const countries = HEADER_COUNTRY_SLUGS.map((slug) => DESTINATIONS.find((d) => d.slug === slug)!);

/** After an enquiry: who will call and when, and a way to choose the time instead of waiting. */
export default async function ThankYouPage() {
  const hours = await callingHours();
  return (
    <section aria-labelledby="thankyou-title">
      <h1 id="thankyou-title">Thank you</h1>
      <p>{LEAD_SUCCESS_MESSAGE}</p>
      <Card>
        <h2>What happens next</h2>
        <dl>
          <dt>Who calls you</dt>
          <dd>A study-abroad counsellor of {brand().name}, on the mobile number you gave us.</dd>
          <dt>When</dt>
          <dd>
            During our calling hours, every day from {hours}. Sent outside those hours, your request is called
            once they start.
          </dd>
        </dl>
        <p>Rather choose the time yourself? Pick a free video call or a centre visit.</p>
        <ButtonLink href={siteRoutes.scheduleAppointment()} variant="primary">
          Book a slot now
        </ButtonLink>
      </Card>
      <CounsellorPhone>
        {(call) => (
          <p>
            Need to talk sooner? Call us free on {call}, every day from {hours}.
          </p>
        )}
      </CounsellorPhone>
      <h2>While you wait, compare destinations</h2>
      <ul>
        {countries.map((country) => (
          <li key={country.slug}>
            <Link href={siteRoutes.country(country.slug)}>Study in {country.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
