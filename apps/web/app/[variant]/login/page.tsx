import type { Metadata } from 'next';
import { safeRedirectTarget } from '@meridian/domain/auth/redirect-target';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { defaultDialCountry } from '@/lib/region/default-dial-country.ts';
import { phoneCountryOptions } from '@/lib/region/phone-country-options.ts';
import { LoginPageFlow } from './login-page.client.tsx';

export async function generateMetadata(): Promise<Metadata> {
  const metadata = await pageMetadata({
    title: 'Log in',
    description: 'Log in or register with a one-time password to follow your study-abroad application.',
    path: siteRoutes.login(),
  });
  return { ...metadata, robots: { index: false, follow: true } };
}

/** Reads the visitor's own query (a link's token, where to go back to), so never a cached render. */
export const dynamic = 'force-dynamic';

type SearchParams = Promise<{ redirect?: string | string[] }>;

/** `/login`: the page a login-required address sends a visitor to, with where to go back to. */
export default async function LoginPage({ searchParams }: { searchParams: SearchParams }) {
  const { redirect } = await searchParams;
  const target = safeRedirectTarget(typeof redirect === 'string' ? redirect : undefined);
  return (
    <section aria-labelledby="login-title">
      <h1 id="login-title">Log in</h1>
      <p>
        Log in or register with a one-time password (OTP) sent to your mobile or email; no password needed.
      </p>
      <LoginPageFlow
        target={target}
        defaultCountry={await defaultDialCountry()}
        phoneOptions={phoneCountryOptions()}
      />
    </section>
  );
}
