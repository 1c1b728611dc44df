'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { inPathList } from '@meridian/domain/extras/path-list';
import { planFromPath } from '@meridian/domain/lead/plan-from-path';
import type { EnquiryFormContext } from '@/components/forms/lead-form-context.ts';
import { EnquiryDialog } from '@/components/forms/enquiry/enquiry-dialog.client.tsx';
import { ENQUIRY_LAYOUTS } from '@/components/forms/enquiry/enquiry-layouts.ts';
import formStyles from '@/components/forms/form.module.css';
import { useOnDemand } from '@/lib/on-demand/use-on-demand.ts';
import { useDismissed } from './dismissed.ts';
import { useInterruption } from './interruptions.client.ts';

const LAYOUT = ENQUIRY_LAYOUTS.popform;

/**
 * The popform: on the configured pages, the short enquiry opens in a dialog after the visitor has
 * read for a while, or sooner when the pointer leaves the page through the top (about to close
 * the tab or go back), its plan started from the page's country and level. Closed or sent, it
 * does not come back for the rest of the visit. The form's code is fetched when the popup is about
 * to open: most visits never see it.
 */
export function Popform(
  props: Omit<EnquiryFormContext, 'phoneOptions'> & { paths: readonly string[]; delayMs: number },
) {
  const pathname = usePathname();
  const dialog = useRef<HTMLDialogElement>(null);
  const [dismissed, dismiss] = useDismissed('popform');
  const [sent, setSent] = useState<string>();
  // The country-code list comes with the form rather than with every page (about 14 KB of HTML).
  const [enquiry, loadEnquiry] = useOnDemand(async () => {
    const [form, phoneList] = await Promise.all([
      import('@/components/forms/enquiry/enquiry-form.client.tsx'),
      import('@/lib/region/phone-country-list.ts'),
    ]);
    return { EnquiryForm: form.EnquiryForm, phoneOptions: phoneList.buildPhoneCountryOptions() };
  });
  const wanted = !dismissed && inPathList(pathname, props.paths);
  const [triggered, setTriggered] = useState(false);
  // Read a while or about to leave, it asks for its turn under the interruption policy.
  const shown = useInterruption('popform', wanted && triggered);
  // Each page earns it afresh: read on one page, it does not open as the next one arrives.
  const [triggeredOn, setTriggeredOn] = useState(pathname);
  if (triggeredOn !== pathname && !shown) {
    setTriggeredOn(pathname);
    setTriggered(false);
  }

  useEffect(() => {
    if (!wanted || triggered) return;
    let disarmed = false;
    const trigger = () => {
      void loadEnquiry().then(() => {
        if (!disarmed) setTriggered(true);
      });
    };
    const onLeave = (event: MouseEvent) => {
      if (event.relatedTarget === null && event.clientY <= 0) trigger();
    };
    const timer = window.setTimeout(trigger, props.delayMs);
    document.addEventListener('mouseout', onLeave);
    return () => {
      disarmed = true;
      window.clearTimeout(timer);
      document.removeEventListener('mouseout', onLeave);
    };
  }, [wanted, triggered, props.delayMs, loadEnquiry]);

  // Opened once the form is rendered, so the dialog puts focus on its first field; never on top of
  // another popup (the promo video, an Apply form).
  useEffect(() => {
    if (shown && !document.querySelector('dialog[open]')) dialog.current?.showModal();
  }, [shown]);

  return (
    <EnquiryDialog ref={dialog} heading={LAYOUT.heading} intro={LAYOUT.intro} onClose={dismiss}>
      {sent ? (
        <p className={formStyles.success} role="status">
          {sent}
        </p>
      ) : (
        shown &&
        enquiry && (
          <enquiry.EnquiryForm
            layoutId="popform"
            defaultCountry={props.defaultCountry}
            phoneOptions={enquiry.phoneOptions}
            consentText={props.consentText}
            cities={props.cities}
            qualifications={props.qualifications}
            plan={planFromPath(pathname)}
            onDone={(message) => {
              setSent(message);
              dismiss();
            }}
          />
        )
      )}
    </EnquiryDialog>
  );
}
