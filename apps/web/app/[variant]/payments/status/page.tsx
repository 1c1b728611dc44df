import { notFound } from 'next/navigation';
import { PaymentStatus } from './payment-status.client.tsx';

/** Reads the visitor's own query (a link's token, where to go back to), so never a cached render. */
export const dynamic = 'force-dynamic';

type SearchParams = Promise<{ orderId?: string | string[] }>;

export const metadata = { title: 'Payment status', robots: { index: false } };

/** `/payments/status?orderId=` (login required): how a payment went. */
export default async function PaymentStatusPage({ searchParams }: { searchParams: SearchParams }) {
  const { orderId } = await searchParams;
  if (typeof orderId !== 'string') notFound();
  return <PaymentStatus orderId={orderId} />;
}
