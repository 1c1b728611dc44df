import type { Metadata } from 'next';
import { ProgramsConsole } from './programs.client.tsx';

export const metadata: Metadata = { title: 'Booster programs' };

/** `/admin/programs`: the booster programs, their packages' contents and prices on each site, on or off (admins). */
export default function ProgramsPage() {
  return <ProgramsConsole />;
}
