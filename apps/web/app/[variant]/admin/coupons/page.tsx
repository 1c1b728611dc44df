import type { Metadata } from 'next';
import { CouponsConsole } from './coupons.client.tsx';

export const metadata: Metadata = { title: 'Coupons' };

/** `/admin/coupons`: the coupons learners can use at checkout, made, listed and stopped here (admins). */
export default function CouponsPage() {
  return <CouponsConsole />;
}
