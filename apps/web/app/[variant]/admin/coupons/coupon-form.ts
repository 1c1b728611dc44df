import { z } from 'zod';
import { minorPerMajor } from '@meridian/domain/money';
import { CouponCreate } from '@meridian/domain/payment/admin';
import { REGION_CURRENCY } from '@meridian/domain/payment/booster-programs';
import { instantOrNull, numberOrNaN } from '../content/form-text.ts';

/** The currencies a flat coupon can be in: those the sites charge in. */
export const CURRENCIES = [...new Set(Object.values(REGION_CURRENCY))];

export const CouponFields = z.object({
  code: z.string(),
  description: z.string(),
  discountType: z.enum(['percent', 'flat']),
  /** A percent, or an amount in major units (rupees) that the API takes in minor units. */
  value: z.string(),
  currency: z.string(),
  validFrom: z.string(),
  validUntil: z.string(),
  maxRedemptions: z.string(),
  perUserLimit: z.string(),
  programSlugs: z.array(z.string()),
});
export type CouponForm = z.infer<typeof CouponFields>;

export const EMPTY_COUPON: CouponForm = {
  code: '',
  description: '',
  discountType: 'percent',
  value: '',
  currency: 'INR',
  validFrom: '',
  validUntil: '',
  maxRedemptions: '',
  perUserLimit: '1',
  programSlugs: [],
};

/** The form as the API's input, checked by its own schema so each error names its field. */
export const couponForm = CouponFields.transform((form): Record<string, unknown> => {
  const flat = form.discountType === 'flat';
  const value = numberOrNaN(form.value);
  return {
    code: form.code,
    description: form.description,
    discountType: form.discountType,
    value: flat ? Math.round(value * minorPerMajor(form.currency)) : value,
    currency: flat ? form.currency : null,
    validFrom: instantOrNull(form.validFrom) ?? '',
    validUntil: instantOrNull(form.validUntil) ?? '',
    maxRedemptions: form.maxRedemptions.trim() ? numberOrNaN(form.maxRedemptions) : null,
    perUserLimit: numberOrNaN(form.perUserLimit),
    programSlugs: form.programSlugs,
  };
}).pipe(CouponCreate);
