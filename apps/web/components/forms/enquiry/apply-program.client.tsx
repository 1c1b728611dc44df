'use client';

import { useEffect, useRef, useState } from 'react';
import type { EnquiryFormValues, ProgramInterest } from '@meridian/domain/lead/schemas';
import type { EnquiryFormContext } from '@/components/forms/lead-form-context.ts';
import { EnquiryDialog } from './enquiry-dialog.client.tsx';
import { ENQUIRY_LAYOUTS } from './enquiry-layouts.ts';
import formStyles from '@/components/forms/form.module.css';
import { useOnDemand } from '@/lib/on-demand/use-on-demand.ts';
import { Button } from '@/components/ui/button.tsx';

const LAYOUT = ENQUIRY_LAYOUTS['apply-program'];

/**
 * The Apply call to action of a course or program page: opens the enquiry form's apply layout in
 * a dialog, with the program, its university and country sent on the lead and the destination
 * and level answered from the program. The form's code is fetched on the first click.
 */
export function ApplyProgram(
  props: EnquiryFormContext & {
    program: ProgramInterest;
    fixed: Pick<EnquiryFormValues, 'interestedCountries' | 'interestedEducationLevel'>;
  },
) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [sent, setSent] = useState<string>();
  // A new form each time the dialog opens, so a closed half-filled form does not come back stale.
  const [opened, setOpened] = useState(0);
  const [enquiry, loadEnquiry] = useOnDemand(() => import('./enquiry-form.client.tsx'));
  const name = props.program.title ?? props.program.university;
  // Opened once the form is rendered, so the dialog puts focus on its first field.
  useEffect(() => {
    if (opened > 0) dialog.current?.showModal();
  }, [opened]);
  return (
    <>
      <Button
        variant="primary"
        aria-haspopup="dialog"
        onClick={() => void loadEnquiry().then(() => setOpened((count) => count + 1))}
      >
        Apply now
      </Button>
      <EnquiryDialog
        ref={dialog}
        heading={`Apply for ${name}`}
        intro={`${props.program.university}, ${props.program.country}. ${LAYOUT.intro}`}
        onClose={() => setSent(undefined)}
      >
        {sent ? (
          <p className={formStyles.success} role="status">
            {sent}
          </p>
        ) : (
          opened > 0 &&
          enquiry && (
            <enquiry.EnquiryForm
              key={opened}
              layoutId="apply-program"
              defaultCountry={props.defaultCountry}
              phoneOptions={props.phoneOptions}
              consentText={props.consentText}
              cities={props.cities}
              qualifications={props.qualifications}
              fixed={props.fixed}
              programInterest={props.program}
              onDone={setSent}
            />
          )
        )}
      </EnquiryDialog>
    </>
  );
}
