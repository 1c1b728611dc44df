import { contactConsentText } from '@meridian/domain/lead/consent';
import { brand } from '@/lib/brand/brand.ts';
import { defaultDialCountry } from '@/lib/region/default-dial-country.ts';
import { phoneCountryOptions } from '@/lib/region/phone-country-options.ts';
import { BuilderPage, builderPageMetadata } from '@/components/content/builder-page.tsx';
import { ContactForm } from './contact-form.client.tsx';

const SLUG = 'contact-us';

export function generateMetadata() {
  return builderPageMetadata(SLUG);
}

/** `/contact-us`: the editor's page-builder content, then the contact form that creates a lead. */
export default async function ContactUsPage() {
  return (
    <BuilderPage slug={SLUG}>
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
