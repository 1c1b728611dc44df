import { pageMetadata } from '../../lib/seo/page-metadata.ts';
import { PreferencesForm } from './preferences-form.client.tsx';

export const generateMetadata = () =>
  pageMetadata({
    title: 'Your contact preferences',
    description: 'Stop calls, SMS or email from our counsellors for your number or address.',
    path: '/study-abroad/preferences',
  });

type SearchParams = Promise<{ token?: string | string[] }>;

export default async function PreferencesPage({ searchParams }: { searchParams: SearchParams }) {
  const { token } = await searchParams;
  return (
    <section aria-labelledby="preferences-title">
      <h1 id="preferences-title">Your contact preferences</h1>
      {typeof token === 'string' && token.length > 0 ? (
        <PreferencesForm token={token} />
      ) : (
        <p>
          Open the link at the end of any SMS or email we sent you: it brings you here with your number or
          address, so only you can change what we may send.
        </p>
      )}
    </section>
  );
}
