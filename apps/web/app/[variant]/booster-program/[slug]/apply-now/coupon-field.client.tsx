'use client';

import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { formatMoney } from '@meridian/domain/money';
import type { CouponQuote } from '@meridian/domain/payment/coupons';
import { Button } from '@/components/ui/button.tsx';
import { Field, fieldAria } from '@/components/ui/field.tsx';
import { TextInput } from '@/components/ui/text-input.tsx';
import styles from './checkout.module.css';

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
  const error = apply.error?.message;
  return (
    <div>
      <Field id="coupon-code" label="Coupon code" error={error}>
        <div className={styles.coupon}>
          <TextInput
            id="coupon-code"
            value={code}
            autoComplete="off"
            {...fieldAria('coupon-code', { error })}
            onChange={(event) => {
              setCode(event.target.value);
              apply.reset();
              props.onApplied(undefined);
            }}
          />
          <Button disabled={!code.trim()} loading={apply.isPending} onClick={() => apply.mutate(code.trim())}>
            Apply coupon
          </Button>
        </div>
      </Field>
      {props.applied && (
        <p role="status">
          Coupon {props.applied.couponCode} applied: {props.applied.description} You save{' '}
          {formatMoney(props.applied.discountMinor, props.applied.currency, { fractionDigits: 2 })}.
        </p>
      )}
    </div>
  );
}
