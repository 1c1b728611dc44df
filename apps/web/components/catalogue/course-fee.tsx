import type { CourseCard } from '@meridian/domain/catalogue/schemas';
import { formatMoney } from '@meridian/domain/money';

/** The fee in the university's currency, with its rupee equivalent (SPEC.md §9: en-IN formatting). */
export function CourseFee({
  amountMinor,
  currency,
  feeType,
  inrAnnual,
}: {
  amountMinor: number;
  currency: string;
  feeType: 'annual' | 'total';
  inrAnnual: number;
}) {
  if (amountMinor === 0) return <>No tuition fee</>;
  const per = feeType === 'annual' ? 'a year' : 'total';
  return (
    <>
      {formatMoney(amountMinor, currency)} {per}
      {currency !== 'INR' && <> (≈ {formatMoney(inrAnnual * 100, 'INR')} a year)</>}
    </>
  );
}

/** A course's fee as its card shows it. */
export function CourseCardFee({ course }: { course: CourseCard }) {
  return (
    <CourseFee
      amountMinor={course.tuition.amountMinor}
      currency={course.tuition.currency}
      feeType={course.feeType}
      inrAnnual={course.tuitionInrAnnual}
    />
  );
}
