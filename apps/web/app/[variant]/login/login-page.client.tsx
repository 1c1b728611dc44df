'use client';

import { useEffect } from 'react';
import type { PhoneCountry } from '@meridian/domain/lead/phone';
import type { PhoneCountryOption } from '@/lib/region/phone-country-list.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { LoginFlow } from '@/components/auth/login-flow.client.tsx';

/**
 * The login page's flow. After login, or for someone already signed in, the page goes on to the
 * target (a same-site path the server has checked) with a full load, so it renders signed in.
 */
export function LoginPageFlow(props: {
  target: string;
  defaultCountry: PhoneCountry;
  phoneOptions: readonly PhoneCountryOption[];
}) {
  const { user } = useSession();
  const { target } = props;
  useEffect(() => {
    if (user) window.location.replace(target);
  }, [user, target]);
  return (
    <LoginFlow
      idPrefix="login-page"
      defaultCountry={props.defaultCountry}
      phoneOptions={props.phoneOptions}
      onLoggedIn={() => window.location.replace(target)}
    />
  );
}
