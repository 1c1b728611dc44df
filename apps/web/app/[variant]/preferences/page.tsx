import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { PreferencesForm } from './preferences-form.client.tsx';
import { LinkFailure } from '@/components/links/link-failure.tsx';
import { preferencesLink } from './preferences-link.ts';
import { currentRegion } from '@/lib/region/current-region.ts';
import { contactPhones } from '@/lib/region/contact-phones.ts';

export const generateMetadata = () =>
  pageMetadata({
    title: 'Your contact preferences',
    description: 'Stop calls, SMS or email from our counsellors for your number or address.',
    path: siteRoutes.preferences(),
  });

/** Reads the visitor's own query (a link's token, where to go back to), so never a cached render. */
export const dynamic = 'force-dynamic';

type SearchParams = Promise<{ token?: string | string[] }>;

export default async function PreferencesPage({ searchParams }: { searchParams: SearchParams }) {
  const { token } = await searchParams;
  const [phone] = contactPhones(await currentRegion());
  const link = preferencesLink(phone);
  return (
    <section aria-labelledby="preferences-title">
      <h1 id="preferences-title">Your contact preferences</h1>
      {typeof token === 'string' && token.length > 0 ? (
        <PreferencesForm token={token} link={link} />
      ) : (
        <LinkFailure reason="missing" link={link} />
      )}
    </section>
  );
}
