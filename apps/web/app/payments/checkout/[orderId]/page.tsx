import { RazorpayCheckout } from './razorpay-checkout.client.tsx';

type Params = Promise<{ orderId: string }>;

export const metadata = { title: 'Pay for your program', robots: { index: false } };

/** `/payments/checkout/{orderId}`: Razorpay's checkout for an order, when the API's gateway is Razorpay. */
export default async function CheckoutPage({ params }: { params: Params }) {
  return <RazorpayCheckout orderId={(await params).orderId} />;
}
