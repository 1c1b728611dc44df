'use client';

import Link from 'next/link';
import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { formatMoney } from '@meridian/domain/money';
import type { BoosterProgram } from '@meridian/domain/payment/booster-programs';
import type { CheckoutMethods } from '@meridian/domain/payment/checkout-methods';
import type { Region } from '@meridian/domain/region/regions';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import type { CouponQuote } from '@meridian/domain/payment/coupons';
import { createOrder, getBoughtBooster, getCouponQuote } from '@/lib/api/payments-client.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { useChosenPackage } from '@/lib/booster/use-chosen-package.ts';
import { Card } from '@/components/ui/card.tsx';
import { ChoiceFieldset } from '@/components/ui/field.tsx';
import { Radio } from '@/components/ui/radio.tsx';
import { PackageContents } from '../../package-contents.tsx';
import { CouponField } from './coupon-field.client.tsx';
import { OrderSummary } from './order-summary.tsx';
import styles from './checkout.module.css';

/** The apply-now step: the package to buy, what it contains, a coupon, the summary, then the gateway's checkout. */
export function ApplyNow(props: {
  program: BoosterProgram;
  /** The package the address asks for (`?package=`), if any. */
  askedPackageId: number | undefined;
  region: Region;
  methods: CheckoutMethods;
}) {
  const { program } = props;
  const packageIds = useMemo(() => program.packages.map((p) => p.id), [program.packages]);
  const [packageId, setPackageId] = useChosenPackage({
    programSlug: program.slug,
    packageIds,
    asked: props.askedPackageId,
  });
  const [coupon, setCoupon] = useState<CouponQuote>();
  const { user } = useSession();
  const chosen = program.packages.find((p) => p.id === packageId)!;
  const purchase = { programSlug: program.slug, packageId, region: props.region };
  const bought = useQuery({
    queryKey: ['bought-booster', program.slug],
    queryFn: () => getBoughtBooster(program.slug),
  });
  const pay = useMutation({
    mutationFn: () => createOrder({ ...purchase, ...(coupon ? { couponCode: coupon.couponCode } : {}) }),
    onSuccess: (order) => window.location.assign(order.checkoutUrl),
  });
  if (bought.data?.alreadyPurchased) {
    return (
      <p>
        You already have the {program.title}. <Link href={siteRoutes.profile()}>Go to your profile</Link>
      </p>
    );
  }
  return (
    <div className={styles.checkout}>
      <div className={styles.steps}>
        <ChoiceFieldset id="package" legend="Package">
          {program.packages.map((pkg) => (
            <Radio
              key={pkg.id}
              name="package"
              value={pkg.id}
              checked={pkg.id === packageId}
              onChange={() => {
                setPackageId(pkg.id);
                setCoupon(undefined);
              }}
              label={`${pkg.name} (${formatMoney(pkg.priceMinor, pkg.currency)})`}
            />
          ))}
        </ChoiceFieldset>
        <Card as="section" aria-labelledby="chosen-package">
          <h2 id="chosen-package">{chosen.name} package</h2>
          <PackageContents pkg={chosen} />
        </Card>
        {user && (
          <CouponField
            key={packageId}
            applied={coupon}
            check={(code) => getCouponQuote(user.id, code, purchase)}
            onApplied={setCoupon}
          />
        )}
      </div>
      <OrderSummary
        programTitle={program.title}
        pkg={chosen}
        coupon={coupon}
        methods={props.methods}
        paying={pay.isPending}
        disabled={bought.isPending}
        error={pay.error?.message}
        onPay={() => pay.mutate()}
      />
    </div>
  );
}
