export type MoratoriumInterest = 'simple-capitalised' | 'paid';

export interface EducationLoanInput {
  /** Amount borrowed, in rupees. */
  principal: number;
  /** Nominal annual interest rate in per cent, e.g. 9 for 9 %. */
  annualRate: number;
  /** Number of EMIs once repayment starts. */
  tenureMonths: number;
  /** Course period plus grace before the first EMI; 0 when repayment starts at once. */
  moratoriumMonths?: number | undefined;
  interestDuringMoratorium?: MoratoriumInterest | undefined;
}

export interface ScheduleRow {
  /** 1 is the first EMI. */
  month: number;
  emi: number;
  interest: number;
  principal: number;
  balance: number;
}

export interface EducationLoanResult {
  emi: number;
  /** Interest charged during the moratorium, whether paid monthly or added to the principal. */
  moratoriumInterest: number;
  totalInterest: number;
  totalPayment: number;
  principalAtRepaymentStart: number;
  schedule: ScheduleRow[];
}

/** EMI = P·r·(1+r)^n / ((1+r)^n − 1) with r the monthly rate; a zero rate gives P/n. */
export function monthlyInstalment(principal: number, monthlyRate: number, months: number): number {
  if (monthlyRate === 0) return principal / months;
  const growth = (1 + monthlyRate) ** months;
  return (principal * monthlyRate * growth) / (growth - 1);
}

/**
 * An education loan with an optional moratorium. During the moratorium simple interest accrues on
 * the amount borrowed; under the Indian Banks' Association model scheme it is added to the
 * principal before EMIs start ("simple-capitalised"), unless the student pays it monthly ("paid").
 * Nothing is rounded here: amounts are rounded to paise only when shown.
 */
export function educationLoan(input: EducationLoanInput): EducationLoanResult {
  const { principal, annualRate, tenureMonths } = input;
  const moratoriumMonths = input.moratoriumMonths ?? 0;
  const mode = input.interestDuringMoratorium ?? 'simple-capitalised';
  const r = annualRate / 1200;

  const moratoriumInterest = principal * r * moratoriumMonths;
  const principalAtRepaymentStart =
    mode === 'simple-capitalised' ? principal + moratoriumInterest : principal;
  const emi = monthlyInstalment(principalAtRepaymentStart, r, tenureMonths);

  const schedule: ScheduleRow[] = [];
  let balance = principalAtRepaymentStart;
  for (let month = 1; month <= tenureMonths; month += 1) {
    const interest = balance * r;
    // The last EMI clears whatever floating-point dust is left, so the loan ends at exactly 0.
    const principalPart = month === tenureMonths ? balance : emi - interest;
    balance = month === tenureMonths ? 0 : balance - principalPart;
    schedule.push({ month, emi, interest, principal: principalPart, balance });
  }

  const repaid = emi * tenureMonths;
  const paidDuringMoratorium = mode === 'paid' ? moratoriumInterest : 0;
  const totalPayment = repaid + paidDuringMoratorium;
  return {
    emi,
    moratoriumInterest,
    totalInterest: totalPayment - principal,
    totalPayment,
    principalAtRepaymentStart,
    schedule,
  };
}
