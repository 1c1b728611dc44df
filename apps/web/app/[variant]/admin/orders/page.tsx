import type { Metadata } from 'next';
import { OrdersConsole } from './orders.client.tsx';

export const metadata: Metadata = { title: 'Orders' };

/** `/admin/orders`: every learner's orders and payments, searched and filtered in the address (admins). */
export default function OrdersPage() {
  return <OrdersConsole />;
}
