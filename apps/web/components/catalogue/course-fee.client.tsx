'use client';

import type { CourseCard } from '@meridian/domain/catalogue/schemas';
import type { ExchangeRate } from '@meridian/domain/country/schemas';
import { feeText, rateText } from '@meridian/domain/catalogue/fee-text';
import { useViewerRate } from './viewer-rate.client.tsx';

/**
 * A course's fee in the one format of issue 32 (`feeText`), estimated in the currency of the
 * visitor's site; where the rate is known, its words ("US$1 = ₹88.40 on 01/Nov/2026") are the
 * title, for hover and long-press.
 */
export function CourseFee({ course, rate }: { course: CourseCard; rate?: ExchangeRate | null }) {
  const viewer = useViewerRate();
  const fee = {
    amountMinor: course.tuition.amountMinor,
    currency: course.tuition.currency,
    feeType: course.feeType,
    inrAnnual: course.tuitionInrAnnual,
    inrTotal: course.tuitionInrTotal,
  };
  const text = feeText(fee, viewer);
  const converted = rate && course.tuition.currency !== (viewer?.currency ?? 'INR') && fee.amountMinor > 0;
  return converted ? <span title={`Converted at ${rateText(rate, viewer)}`}>{text}</span> : <>{text}</>;
}
