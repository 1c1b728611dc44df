'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { planFromPath } from '@meridian/domain/lead/plan-from-path';
import type { Region } from '@meridian/domain/region/regions';
import type { EnquiryFormContext } from '@/components/forms/lead-form-context.ts';
import { EnquiryDialog } from '@/components/forms/enquiry/enquiry-dialog.client.tsx';
import { ENQUIRY_LAYOUTS } from '@/components/forms/enquiry/enquiry-layouts.ts';
import formStyles from '@/components/forms/form.module.css';
import { useOnDemand } from '@/lib/on-demand/use-on-demand.ts';
import { useDismissed } from './dismissed.ts';
import { useInterruption, useMayInterrupt } from './interruptions.client.ts';

/** A page's rule is the same for every visitor: asked again after a minute at most. */
const RULE_STALE_MS = 60_000;

/**
 * The popform: on the pages whose page rule (set by editors in the console) turns it on, the
 * enquiry opens in a dialog, in the rule's layout and words, after the visitor has read for the
 * rule's delay, or sooner when the pointer leaves the page through the top (about to close the tab
 * or go back), its plan started from the page's country and level. Closed or sent, it does not come
 * back for the rest of the visit. The form's code is fetched when the popup is about to open: most
 * visits never see it.
 */
export function Popform(props: Omit<EnquiryFormContext, 'phoneOptions'> & { region: Region }) {
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
  // The page's rule is asked for only where the pop-up could open: never on a visit's first page.
  const mayOpen = useMayInterrupt('popform');
  const { data } = useQuery({
    queryKey: ['page-configuration', props.region, pathname],
    queryFn: async () =>
      (await import('@/lib/api/page-configuration-client.ts')).getPageConfiguration(pathname, props.region),
    enabled: !dismissed && mayOpen,
    staleTime: RULE_STALE_MS,
  });
  const rule = data?.rule?.popup ? data.rule : undefined;
  const delayMs = rule ? rule.delaySeconds * 1000 : undefined;
  const layoutId = rule?.layout ?? 'popform';
  const layout = ENQUIRY_LAYOUTS[layoutId];
  const wanted = !dismissed && rule !== undefined;
  const [triggered, setTriggered] = useState(false);
  // Read a while or about to leave, it asks for its turn under the interruption policy.
  const shown = useInterruption('popform', wanted && triggered);
  // The pointer left through the top (about to close the tab or go back): counted while the page's
  // rule is still on its way too.
  const [leaving, setLeaving] = useState(false);
  // Each page earns it afresh: read on one page, it does not open as the next one arrives.
  const [triggeredOn, setTriggeredOn] = useState(pathname);
  if (triggeredOn !== pathname && !shown) {
    setTriggeredOn(pathname);
    setTriggered(false);
    setLeaving(false);
  }

  useEffect(() => {
    if (dismissed) return;
    const onLeave = (event: MouseEvent) => {
      if (event.relatedTarget === null && event.clientY <= 0) setLeaving(true);
    };
    document.addEventListener('mouseout', onLeave);
    return () => document.removeEventListener('mouseout', onLeave);
  }, [dismissed]);

  useEffect(() => {
    if (!wanted || triggered || delayMs === undefined) return;
    let disarmed = false;
    const trigger = () => {
      void loadEnquiry().then(() => {
        if (!disarmed) setTriggered(true);
      });
    };
    const timer = window.setTimeout(trigger, leaving ? 0 : delayMs);
    return () => {
      disarmed = true;
      window.clearTimeout(timer);
    };
  }, [wanted, triggered, delayMs, leaving, loadEnquiry]);

  // Opened once the form is rendered, so the dialog puts focus on its first field; never on top of
  // another popup (the promo video, an Apply form).
  useEffect(() => {
    if (shown && !document.querySelector('dialog[open]')) dialog.current?.showModal();
  }, [shown]);

  return (
    <EnquiryDialog
      ref={dialog}
      heading={rule?.heading ?? layout.heading}
      intro={rule?.intro ?? layout.intro}
      onClose={dismiss}
    >
      {sent ? (
        <p className={formStyles.success} role="status">
          {sent}
        </p>
      ) : (
        shown &&
        enquiry && (
          <enquiry.EnquiryForm
            layoutId={layoutId}
            source="popform"
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
