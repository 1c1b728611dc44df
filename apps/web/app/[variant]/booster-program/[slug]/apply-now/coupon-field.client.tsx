'use client';

import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { formatMoney } from '@meridian/domain/money';
import type { CouponQuote } from '@meridian/domain/payment/coupons';
import { FormAlert } from '@/components/forms/fields.tsx';
import styles from '../../booster-program.module.css';

/**
 * A coupon code checked with the API before paying: the discount it gives on the chosen package,
 * or the catalogue's plain words for why it is refused (expired, used up, not for this program…).
 */
export function CouponField(props: {
  applied: CouponQuote | undefined;
  check: (code: string) => Promise<CouponQuote>;
  onApplied: (quote: CouponQuote | undefined) => void;
}) {
  const [code, setCode] = useState('');
  const apply = useMutation({ mutationFn: props.check, onSuccess: props.onApplied });
  return (
    <div className={styles.coupon}>
      <label htmlFor="coupon-code">Coupon code</label>
      <div className={styles.choice}>
        <input
          id="coupon-code"
          value={code}
          autoComplete="off"
          onChange={(event) => {
            setCode(event.target.value);
            props.onApplied(undefined);
          }}
        />
        <button
          type="button"
          disabled={!code.trim() || apply.isPending}
          onClick={() => apply.mutate(code.trim())}
        >
          Apply coupon
        </button>
      </div>
      {apply.error && <FormAlert>{apply.error.message}</FormAlert>}
      {props.applied && (
        <p role="status">
          Coupon {props.applied.couponCode} applied: {props.applied.description} You save{' '}
          {formatMoney(props.applied.discountMinor, props.applied.currency, { fractionDigits: 2 })}.
        </p>
      )}
    </div>
  );
}
