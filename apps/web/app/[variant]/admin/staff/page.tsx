import type { Metadata } from 'next';
import { defaultDialCountry } from '@/lib/region/default-dial-country.ts';
import { phoneCountryOptions } from '@/lib/region/phone-country-options.ts';
import { StaffConsole } from './staff-console.client.tsx';

export const metadata: Metadata = { title: 'Staff' };

/** `/admin/staff` (the API refuses all but admins): who works here, their roles and each change. */
export default async function StaffPage() {
  return <StaffConsole phoneOptions={phoneCountryOptions()} defaultCountry={await defaultDialCountry()} />;
}
