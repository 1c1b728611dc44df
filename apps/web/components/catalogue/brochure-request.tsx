import { leadFormContext } from '@/components/forms/load-lead-form-context.ts';
import { BrochureRequestForm } from './brochure-request.client.tsx';

/** The brochure form with the region's phone country and the consent wording. */
export async function BrochureRequest(props: { universitySlug: string; title: string }) {
  return <BrochureRequestForm {...await leadFormContext()} {...props} />;
}
