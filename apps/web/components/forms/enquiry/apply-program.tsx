import type { EnquiryFormValues, ProgramInterest } from '@meridian/domain/lead/schemas';
import { enquiryFormContext } from '@/components/forms/load-lead-form-context.ts';
import { ApplyProgram as ApplyProgramClient } from './apply-program.client.tsx';

/**
 * The Apply popup with the region's phone country, the consent wording and the looked-up choices; the destination is the
 * program's country and the level the program's, so the form does not ask for them.
 */
export async function ApplyProgram(props: {
  program: ProgramInterest;
  level: EnquiryFormValues['interestedEducationLevel'];
}) {
  return (
    <ApplyProgramClient
      {...await enquiryFormContext()}
      program={props.program}
      fixed={{ interestedCountries: [props.program.country], interestedEducationLevel: props.level }}
    />
  );
}
