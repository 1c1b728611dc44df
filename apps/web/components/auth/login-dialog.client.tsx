'use client';

import { useEffect, useMemo, useRef } from 'react';
import type { PhoneCountry } from '@meridian/domain/lead/phone';
import { buildPhoneCountryOptions } from '@/lib/region/phone-country-list.ts';
import { EnquiryDialog } from '@/components/forms/enquiry/enquiry-dialog.client.tsx';
import { LoginFlow } from './login-flow.client.tsx';

/**
 * SPEC.md §4's auth popup. It is loaded and rendered only once opened, in the browser, so its
 * country-code list is built here rather than sent with every page.
 */
export function LoginDialog(props: { defaultCountry: PhoneCountry; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const phoneOptions = useMemo(() => buildPhoneCountryOptions(), []);
  useEffect(() => dialog.current?.showModal(), []);
  return (
    <EnquiryDialog
      ref={dialog}
      heading="Log in"
      intro="Log in or register with a one-time password (OTP); no password needed."
      onClose={props.onClose}
    >
      <LoginFlow
        idPrefix="login-popup"
        defaultCountry={props.defaultCountry}
        phoneOptions={phoneOptions}
        onLoggedIn={() => dialog.current?.close()}
      />
    </EnquiryDialog>
  );
}
