import type { Metadata } from 'next';
import { CheckInDesk } from './check-in-desk.client.tsx';

export const metadata: Metadata = { title: 'Fair check-in', robots: { index: false, follow: false } };

/** Where a visitor's QR pass leads: event staff (signed in) check the visitor in. */
export default async function CheckInPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return (
    <>
      <h1>Fair check-in</h1>
      <CheckInDesk token={token} />
    </>
  );
}
