'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { formatMoney } from '@meridian/domain/money';
import type { BoosterProgram } from '@meridian/domain/payment/booster-programs';
import type { Region } from '@meridian/domain/region/regions';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import type { CouponQuote } from '@meridian/domain/payment/coupons';
import { createOrder, getBoughtBooster, getCouponQuote } from '@/lib/api/payments-client.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { FormActions } from '@/components/forms/fields.tsx';
import { PackageContents } from '../../package-contents.tsx';
import { CouponField } from './coupon-field.client.tsx';
import styles from '../../booster-program.module.css';

/** The apply-now step: the package to buy, what it contains and costs, a coupon, then the gateway's checkout. */
export function ApplyNow(props: { program: BoosterProgram; initialPackageId: number; region: Region }) {
  const { program } = props;
  const [packageId, setPackageId] = useState(props.initialPackageId);
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
    <div className={styles.form}>
      <fieldset>
        <legend>Package</legend>
        {program.packages.map((pkg) => (
          <label key={pkg.id} className={styles.choice}>
            <input
              type="radio"
              name="package"
              value={pkg.id}
              checked={pkg.id === packageId}
              onChange={() => {
                setPackageId(pkg.id);
                setCoupon(undefined);
              }}
            />
            {pkg.name} ({formatMoney(pkg.priceMinor, pkg.currency)})
          </label>
        ))}
      </fieldset>
      <section aria-label={`${chosen.name} package`} className={styles.card}>
        <h2>{chosen.name}</h2>
        <PackageContents pkg={chosen} />
      </section>
      {user && (
        <CouponField
          key={packageId}
          applied={coupon}
          check={(code) => getCouponQuote(user.id, code, purchase)}
          onApplied={setCoupon}
        />
      )}
      <p className={styles.total}>
        To pay:{' '}
        <strong>
          {formatMoney(coupon?.amountMinor ?? chosen.priceMinor, chosen.currency, {
            fractionDigits: coupon ? 2 : 0,
          })}
        </strong>
      </p>
      <FormActions alert={pay.error?.message}>
        <button type="button" onClick={() => pay.mutate()} disabled={pay.isPending || bought.isPending}>
          {pay.isPending ? 'Opening checkout…' : 'Pay now'}
        </button>
      </FormActions>
    </div>
  );
}
