import { TestCheckout } from './test-checkout.client.tsx';

type Params = Promise<{ orderId: string }>;

export const metadata = { title: 'Test payment gateway', robots: { index: false } };

/** `/payments/test-gateway/{orderId}`: the built-in test gateway's checkout (the API has it outside production only). */
export default async function TestCheckoutPage({ params }: { params: Params }) {
  return <TestCheckout orderId={(await params).orderId} />;
}
