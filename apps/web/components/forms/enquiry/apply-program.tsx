import type { EnquiryFormValues, ProgramInterest } from '@meridian/domain/lead/schemas';
import { leadFormContext } from '@/components/forms/lead-form-context.ts';
import { ApplyProgram as ApplyProgramClient } from './apply-program.client.tsx';

/** The Apply popup with the region's phone country and the consent wording. */
export async function ApplyProgram(props: {
  program: ProgramInterest;
  fixed: Pick<EnquiryFormValues, 'interestedCountries' | 'interestedEducationLevel'>;
}) {
  return <ApplyProgramClient {...await leadFormContext()} {...props} />;
}
