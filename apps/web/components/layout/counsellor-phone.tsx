import type { ReactNode } from 'react';
import { currentRegion } from '@/lib/region/current-region.ts';
import { contactPhones } from '@/lib/region/contact-phones.ts';

/**
 * Renders `children` with a call link to the region's counselling number, or nothing where the
 * region has none (Vietnam and Saudi Arabia without PHONE_VN / PHONE_SA), so a page's "or call"
 * sentence never offers India's toll-free line abroad.
 */
export async function CounsellorPhone({ children }: { children: (call: ReactNode) => ReactNode }) {
  const [phone] = contactPhones(await currentRegion());
  return phone ? children(<a href={`tel:${phone.dial}`}>{phone.display}</a>) : null;
}
