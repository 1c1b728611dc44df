import { contactConsentText } from '@meridian/domain/lead/consent';
import { brand } from '@/lib/brand/brand.ts';
import { contactPhones } from '@/lib/region/contact-phones.ts';
import { currentVariant } from '@/lib/variant/current-variant.ts';
import { defaultDialCountry } from '@/lib/region/default-dial-country.ts';
import { phoneCountryOptions } from '@/lib/region/phone-country-options.ts';
import { BuilderPage, builderPageMetadata } from '@/components/content/builder-page.tsx';
import { ContactForm } from './contact-form.client.tsx';

const SLUG = 'contact-us';

export function generateMetadata() {
  return builderPageMetadata(SLUG);
}

/**
 * `/contact-us`: the editor's page-builder content, the region's configured counselling numbers
 * (none listed while none is configured), then the contact form that creates a lead.
 */
export default async function ContactUsPage() {
  const phones = contactPhones((await currentVariant()).region);
  return (
    <BuilderPage slug={SLUG}>
      {phones.length > 0 && (
        <section aria-labelledby="contact-call-title">
          <h2 id="contact-call-title">Call us</h2>
          <ul>
            {phones.map((phone) => (
              <li key={phone.dial}>
                {phone.label}: <a href={`tel:${phone.dial}`}>{phone.display}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="contact-form-title">
        <h2 id="contact-form-title">Send us a message</h2>
        <ContactForm
          defaultCountry={await defaultDialCountry()}
          phoneOptions={phoneCountryOptions()}
          consentText={contactConsentText(brand().name)}
        />
      </section>
    </BuilderPage>
  );
}
