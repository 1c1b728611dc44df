'use client';

import type { EducationLoanRequest } from '@meridian/domain/calculators/schemas';
import { educationLoan, type EducationLoanResult } from '@meridian/domain/calculators/education-loan';
import { formatMonths } from '@meridian/domain/format-duration';
import { LiveCalculator } from '@/components/calculators/live-calculator.tsx';
import { NumberField } from '@/components/calculators/number-field.tsx';
import { rupees } from '@/components/calculators/rupees.ts';
import { useLiveForm } from '@/components/calculators/use-live-form.ts';
import { ChartFigure } from '@/components/charts/chart-figure.tsx';
import { LoanBalanceChart, LoanSplitChart } from '@/components/charts/on-demand-charts.client.tsx';
import { ColumnHeads } from '@/components/layout/column-heads.tsx';
import { Radio } from '@/components/ui/radio.tsx';

const HINTS = {
  principal: 'Enter an amount above ₹0 and up to ₹10 crore.',
  annualRate: 'Enter a rate from 0 % to 30 % a year.',
  tenureMonths: 'Enter a whole number of months from 1 to 360.',
  moratoriumMonths: 'Enter a whole number of months from 0 to 120.',
} as const;

const short = (value: number) => rupees(value);

function explain(values: EducationLoanRequest, loan: EducationLoanResult): string {
  const repayment = `You repay ${values.tenureMonths} EMIs of ${rupees(loan.emi, { paise: true })} over ${formatMonths(values.tenureMonths)}: ${rupees(loan.totalPayment, { paise: true })} in all, of which ${rupees(loan.totalInterest, { paise: true })} is interest.`;
  const moratorium = values.moratoriumMonths ?? 0;
  if (moratorium === 0 || loan.moratoriumInterest === 0) return repayment;
  const during =
    values.interestDuringMoratorium === 'paid'
      ? `During a moratorium of ${formatMonths(moratorium)} you pay the simple interest as it falls due, ${rupees(loan.moratoriumInterest / moratorium, { paise: true })} a month, so repayment starts on the amount you borrowed.`
      : `During a moratorium of ${formatMonths(moratorium)}, ${rupees(loan.moratoriumInterest, { paise: true })} of simple interest accrues and is added to the loan, so repayment starts on ${rupees(loan.principalAtRepaymentStart, { paise: true })}.`;
  return `${during} ${repayment}`;
}

/** Balance and split by year, for the table fallback (12 rows a decade read better than 120). */
function yearlyRows(loan: EducationLoanResult) {
  const years = new Map<number, { year: number; interest: number; principal: number; balance: number }>();
  for (const row of loan.schedule) {
    const year = Math.ceil(row.month / 12);
    const entry = years.get(year) ?? { year, interest: 0, principal: 0, balance: 0 };
    entry.interest += row.interest;
    entry.principal += row.principal;
    entry.balance = row.balance;
    years.set(year, entry);
  }
  return [...years.values()];
}

export function LoanCalculator(props: { defaultPrincipal: number }) {
  const {
    register,
    formState: { errors },
    request,
  } = useLiveForm<EducationLoanRequest, EducationLoanRequest>({
    loadSchema: () => import('@meridian/domain/calculators/schemas').then((s) => s.EducationLoanRequest),
    defaultValues: {
      principal: props.defaultPrincipal,
      annualRate: 9,
      tenureMonths: 120,
      moratoriumMonths: 0,
      interestDuringMoratorium: 'simple-capitalised',
    },
  });
  const loan = request ? educationLoan(request) : undefined;
  const error = (field: keyof typeof HINTS) => (errors[field] ? HINTS[field] : undefined);
  const numeric = { valueAsNumber: true } as const;

  return (
    <LiveCalculator
      id="loan"
      inputsLabel="Loan details"
      resultTitle="Your EMI"
      whenInvalid="Correct the highlighted field to see your EMI."
      inputs={
        <>
          <NumberField
            id="principal"
            label="Loan amount (₹)"
            min={1}
            step={1000}
            error={error('principal')}
            {...register('principal', numeric)}
          />
          <NumberField
            id="annual-rate"
            label="Interest rate (% a year)"
            min={0}
            max={30}
            step={0.05}
            error={error('annualRate')}
            {...register('annualRate', numeric)}
          />
          <NumberField
            id="tenure"
            label="Repayment period (months)"
            hint="Number of EMIs once repayment starts"
            min={1}
            max={360}
            step={1}
            error={error('tenureMonths')}
            {...register('tenureMonths', numeric)}
          />
          <NumberField
            id="moratorium"
            label="Moratorium (months)"
            hint="Course length plus grace period before the first EMI"
            min={0}
            max={120}
            step={1}
            error={error('moratoriumMonths')}
            {...register('moratoriumMonths', numeric)}
          />
          <fieldset>
            <legend>Interest during the moratorium</legend>
            <Radio
              value="simple-capitalised"
              {...register('interestDuringMoratorium')}
              label="Added to the loan (IBA model scheme)"
            />
            <Radio value="paid" {...register('interestDuringMoratorium')} label="Paid every month" />
          </fieldset>
        </>
      }
      result={
        request && loan
          ? {
              figures: [
                { term: 'Monthly EMI', value: rupees(loan.emi, { paise: true }) },
                { term: 'Total interest', value: rupees(loan.totalInterest, { paise: true }) },
                { term: 'Total payment', value: rupees(loan.totalPayment, { paise: true }) },
              ],
              details: <LoanWorking request={request} loan={loan} />,
            }
          : undefined
      }
    />
  );
}

/** The repayment in words, then the balance and the principal/interest split as charts. */
function LoanWorking({ request, loan }: { request: EducationLoanRequest; loan: EducationLoanResult }) {
  return (
    <>
      <p>{explain(request, loan)}</p>
      <ChartFigure
        id="loan-balance"
        title="Loan balance over time"
        summary={`Area chart: the balance falls from ${short(loan.principalAtRepaymentStart)} to ₹0 over ${loan.schedule.length} EMIs.`}
        chart={
          <LoanBalanceChart
            points={[{ month: 0, balance: loan.principalAtRepaymentStart }, ...loan.schedule]}
            format={short}
          />
        }
        table={
          <table>
            <ColumnHeads names={['Year', 'Principal repaid', 'Interest paid', 'Balance at year end']} />
            <tbody>
              {yearlyRows(loan).map((row) => (
                <tr key={row.year}>
                  <th scope="row">{row.year}</th>
                  <td>{rupees(row.principal)}</td>
                  <td>{rupees(row.interest)}</td>
                  <td>{rupees(row.balance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        }
      />
      <ChartFigure
        id="loan-split"
        title="Principal and interest"
        summary={`Doughnut chart: principal ${short(request.principal)}, interest ${short(loan.totalInterest)}.`}
        chart={<LoanSplitChart principal={request.principal} interest={loan.totalInterest} format={short} />}
        table={
          <table>
            <tbody>
              <tr>
                <th scope="row">Principal</th>
                <td>{rupees(request.principal, { paise: true })}</td>
              </tr>
              <tr>
                <th scope="row">Interest</th>
                <td>{rupees(loan.totalInterest, { paise: true })}</td>
              </tr>
            </tbody>
          </table>
        }
      />
    </>
  );
}
