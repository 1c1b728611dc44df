import Link from 'next/link';
import { CounsellorPhone } from '@/components/layout/counsellor-phone.tsx';
import { DESTINATIONS, HEADER_COUNTRY_SLUGS } from '@meridian/domain/destinations';
import { LEAD_SUCCESS_MESSAGE } from '@meridian/domain/error-catalogue';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';

export const generateMetadata = () =>
  pageMetadata({
    title: 'Thank you for your enquiry',
    description: LEAD_SUCCESS_MESSAGE,
    path: siteRoutes.enquiryThankYou(),
  });

const countries = HEADER_COUNTRY_SLUGS.map((slug) => DESTINATIONS.find((d) => d.slug === slug)!);

export default function ThankYouPage() {
  return (
    <section aria-labelledby="thankyou-title">
      <h1 id="thankyou-title">Thank you</h1>
      <p>{LEAD_SUCCESS_MESSAGE}</p>
      <CounsellorPhone>
        {(call) => <p>Need to talk sooner? Call us free on {call}, every day from 9:30 am to 8:00 pm IST.</p>}
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
