import Link from 'next/link';
import { ACCOMMODATION_SLUGS } from '@meridian/domain/calculators/expense';
import type { CategoryCostResponse } from '@meridian/domain/calculators/schemas';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { MethodNote } from '@/components/calculators/method-note.tsx';
import { rupees } from '@/components/calculators/rupees.ts';
import styles from '@/components/calculators/calculator.module.css';
import { LoanCalculator } from './loan-calculator.client.tsx';

/** The published example the calculator opens with when there is no country to start from. */
const EXAMPLE_PRINCIPAL = 1_000_000;
const LAKH = 100_000;

/** A first year in the country's first city, on campus: what a student typically borrows towards. */
function firstYearOnCampus(costs: CategoryCostResponse) {
  const city = costs.cities[0];
  if (!city) return undefined;
  const inrMinor = city.items
    .filter((item) => item.categorySlug !== ACCOMMODATION_SLUGS.offCampus)
    .reduce((sum, item) => sum + item.firstYearInrMinor, 0);
  return { city: city.name, rupees: inrMinor / 100 };
}

export function LoanPage(props: {
  country?: { slug: string; name: string };
  costs?: CategoryCostResponse | null;
}) {
  const firstYear = props.costs ? firstYearOnCampus(props.costs) : undefined;
  const defaultPrincipal = firstYear ? Math.ceil(firstYear.rupees / LAKH) * LAKH : EXAMPLE_PRINCIPAL;
  return (
    <article className={styles.page}>
      <h1>Education loan EMI calculator{props.country ? ` for studying in ${props.country.name}` : ''}</h1>
      <p className={styles.intro}>
        See the EMI, the total interest and how the balance falls for an education loan, including the
        moratorium while you study.
      </p>
      {firstYear && props.country && (
        <p>
          A first year in {firstYear.city} costs about {rupees(firstYear.rupees)} with on-campus housing (
          <Link href={siteRoutes.expenseCalculatorFor(props.country.slug)}>see the breakdown</Link>), so the
          calculator starts from {rupees(defaultPrincipal)}.
        </p>
      )}
      <LoanCalculator defaultPrincipal={defaultPrincipal} />
      <MethodNote
        sources={[
          {
            label: 'Indian Banks’ Association — Model Educational Loan Scheme',
            url: 'https://www.iba.org.in/',
          },
          {
            label: 'Reserve Bank of India — Reset of floating-rate EMIs (circular, 18 August 2023)',
            url: 'https://www.rbi.org.in/Scripts/NotificationUser.aspx?Id=12528',
          },
        ]}
      >
        <p>
          The EMI is P × r × (1 + r)<sup>n</sup> ÷ ((1 + r)<sup>n</sup> − 1), where P is the amount owed when
          repayment starts, r the annual rate divided by 1,200 and n the number of EMIs; at a 0 % rate it is
          simply P ÷ n. For ₹10,00,000 at 9 % over 120 months that is ₹12,667.58 a month and about ₹5,20,109
          of interest.
        </p>
        <p>
          Under the Indian Banks’ Association model education loan scheme, simple interest accrues during the
          moratorium (course period plus up to a year) and is added to the principal before EMIs start, unless
          you pay it as it falls due. Totals use the unrounded EMI; amounts are rounded to the paisa only on
          screen. Banks may round the EMI up to the rupee and change floating rates, so confirm the sanction
          letter’s figures.
        </p>
      </MethodNote>
    </article>
  );
}
