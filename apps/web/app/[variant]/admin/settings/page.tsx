import type { Metadata } from 'next';
import { SettingsConsole } from './settings-console.client.tsx';

export const metadata: Metadata = { title: 'Settings' };

/** `/admin/settings` (the API refuses all but admins): alumni and buddies. */
export default function SettingsPage() {
  return <SettingsConsole />;
}
