import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { educationLoan } from './education-loan.ts';

describe('education loan EMI', () => {
  it('matches the published example: ₹10,00,000 at 9 % for 120 months', () => {
    const loan = educationLoan({ principal: 1_000_000, annualRate: 9, tenureMonths: 120 });
    expect(loan.emi.toFixed(2)).toBe('12667.58');
    // Totals use the unrounded EMI: 120 × 12,667.5774 − 10,00,000 = 5,20,109.29.
    expect(Math.round(loan.totalInterest)).toBe(520_109);
    expect(loan.totalPayment).toBeCloseTo(1_520_109.29, 2);
    expect(loan.schedule).toHaveLength(120);
    expect(loan.schedule[0]).toMatchObject({ month: 1 });
    expect(loan.schedule[0]!.interest).toBeCloseTo(7500, 6);
    expect(loan.schedule[0]!.principal).toBeCloseTo(5167.58, 2);
  });

  it('divides the principal evenly at a zero rate', () => {
    const loan = educationLoan({ principal: 600_000, annualRate: 0, tenureMonths: 60 });
    expect(loan.emi).toBe(10_000);
    expect(loan.totalInterest).toBeCloseTo(0, 6);
  });

  it('capitalises simple interest accrued during the moratorium, as the IBA model scheme does', () => {
    // ₹20,00,000 at 10 % with a 24-month moratorium: 20,00,000 × 10/1200 × 24 = 4,00,000 of interest.
    const loan = educationLoan({
      principal: 2_000_000,
      annualRate: 10,
      tenureMonths: 84,
      moratoriumMonths: 24,
      interestDuringMoratorium: 'simple-capitalised',
    });
    expect(loan.moratoriumInterest).toBeCloseTo(400_000, 6);
    expect(loan.principalAtRepaymentStart).toBeCloseTo(2_400_000, 6);
    const withoutMoratorium = educationLoan({ principal: 2_400_000, annualRate: 10, tenureMonths: 84 });
    expect(loan.emi).toBeCloseTo(withoutMoratorium.emi, 6);
    expect(loan.totalInterest).toBeCloseTo(withoutMoratorium.totalInterest + 400_000, 4);
  });

  it('keeps the principal when moratorium interest is paid monthly, and still counts that interest', () => {
    const loan = educationLoan({
      principal: 2_000_000,
      annualRate: 10,
      tenureMonths: 84,
      moratoriumMonths: 24,
      interestDuringMoratorium: 'paid',
    });
    const plain = educationLoan({ principal: 2_000_000, annualRate: 10, tenureMonths: 84 });
    expect(loan.principalAtRepaymentStart).toBe(2_000_000);
    expect(loan.emi).toBeCloseTo(plain.emi, 6);
    expect(loan.totalInterest).toBeCloseTo(plain.totalInterest + 400_000, 4);
    expect(loan.totalPayment - loan.totalInterest).toBeCloseTo(2_000_000, 4);
  });

  it('always ends at a zero balance, with principal parts summing to the amount repaid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1_000, max: 100_000_000 }),
        fc.integer({ min: 0, max: 3000 }).map((bp) => bp / 100),
        fc.integer({ min: 1, max: 360 }),
        fc.integer({ min: 0, max: 120 }),
        fc.constantFrom('simple-capitalised' as const, 'paid' as const),
        (principal, annualRate, tenureMonths, moratoriumMonths, interestDuringMoratorium) => {
          const loan = educationLoan({
            principal,
            annualRate,
            tenureMonths,
            moratoriumMonths,
            interestDuringMoratorium,
          });
          expect(loan.schedule.at(-1)!.balance).toBe(0);
          const repaid = loan.schedule.reduce((sum, row) => sum + row.principal, 0);
          expect(Math.abs(repaid - loan.principalAtRepaymentStart)).toBeLessThan(
            1e-6 * loan.principalAtRepaymentStart,
          );
          if (interestDuringMoratorium === 'paid' || moratoriumMonths === 0 || annualRate === 0) {
            expect(loan.principalAtRepaymentStart).toBe(principal);
          }
          for (const row of loan.schedule) expect(row.balance).toBeGreaterThanOrEqual(-1e-6);
        },
      ),
    );
  });
});
