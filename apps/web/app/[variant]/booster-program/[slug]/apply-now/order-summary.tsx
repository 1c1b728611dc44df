import Link from 'next/link';
import { formatMoney } from '@meridian/domain/money';
import type { BoosterPackage } from '@meridian/domain/payment/booster-programs';
import type { CheckoutMethods } from '@meridian/domain/payment/checkout-methods';
import type { CouponQuote } from '@meridian/domain/payment/coupons';
import { includedGst } from '@meridian/domain/payment/gst';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { FormAlert } from '@/components/forms/fields.tsx';
import styles from './checkout.module.css';

const GATEWAY_NAMES = { razorpay: 'Razorpay’s secure checkout', test: 'the test gateway' } as const;

/**
 * The payment page's summary: package, price, the coupon's discount, the GST inside the price and
 * the total, the ways to pay on the configured gateway, then the one button that pays the total.
 */
export function OrderSummary(props: {
  programTitle: string;
  pkg: BoosterPackage;
  coupon: CouponQuote | undefined;
  methods: CheckoutMethods;
  paying: boolean;
  disabled: boolean;
  error: string | undefined;
  onPay: () => void;
}) {
  const { pkg, coupon } = props;
  // A coupon's percentage can leave paise, so a discounted amount shows them.
  const money = (minor: number) => formatMoney(minor, pkg.currency, { fractionDigits: coupon ? 2 : 0 });
  const totalMinor = coupon?.amountMinor ?? pkg.priceMinor;
  const gst = includedGst(totalMinor, pkg.currency);
  return (
    <Card as="aside" raised aria-labelledby="order-summary" className={styles.summary}>
      <h2 id="order-summary">Order summary</h2>
      <dl className={styles.lines}>
        <dt>Package</dt>
        <dd>
          {props.programTitle}, {pkg.name}
        </dd>
        <dt>Price</dt>
        <dd>{money(pkg.priceMinor)}</dd>
        {coupon && (
          <>
            <dt>Coupon {coupon.couponCode}</dt>
            <dd className={styles.discount}>−{money(coupon.discountMinor)}</dd>
          </>
        )}
        <dt>GST</dt>
        <dd>
          {gst
            ? `incl. ${formatMoney(gst.gstMinor, pkg.currency, { fractionDigits: 2 })} (18%)`
            : 'Not charged (export of services)'}
        </dd>
        <dt className={styles.total}>Total</dt>
        <dd className={styles.total}>{money(totalMinor)}</dd>
      </dl>
      <p className={styles.methodsTitle}>Ways to pay on {GATEWAY_NAMES[props.methods.gateway]}</p>
      <ul className={styles.methods}>
        {props.methods.methods.map((method) => (
          <li key={method}>{method}</li>
        ))}
      </ul>
      {props.error && <FormAlert>{props.error}</FormAlert>}
      <Button
        variant="primary"
        size="lg"
        block
        loading={props.paying}
        disabled={props.disabled}
        onClick={props.onPay}
      >
        {props.paying ? 'Opening checkout…' : `Pay ${money(totalMinor)} securely`}
      </Button>
      <p className={styles.muted}>
        By paying you agree to the <Link href={siteRoutes.page('terms-of-use')}>terms of use</Link> and the{' '}
        <Link href={siteRoutes.page('policy')}>privacy policy</Link>. A question about a payment or a refund?{' '}
        <Link href={siteRoutes.contactUs()}>Contact us</Link>.
      </p>
    </Card>
  );
}
