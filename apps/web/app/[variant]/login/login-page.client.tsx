'use client';

import { useCallback, useEffect, useRef } from 'react';
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
  // Once: the login both reports itself and signs the session in, and a second replace aborted the
  // first page load (a browser test saw the navigation fail with ERR_ABORTED).
  const leaving = useRef(false);
  const goOn = useCallback(() => {
    if (leaving.current) return;
    leaving.current = true;
    window.location.replace(target);
  }, [target]);
  useEffect(() => {
    if (user) goOn();
  }, [user, goOn]);
  return (
    <LoginFlow
      idPrefix="login-page"
      defaultCountry={props.defaultCountry}
      phoneOptions={props.phoneOptions}
      onLoggedIn={goOn}
    />
  );
}
