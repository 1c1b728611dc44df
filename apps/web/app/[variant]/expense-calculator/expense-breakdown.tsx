import type { CategoryCostResponse, CityCosts, CostItem } from '@meridian/domain/calculators/schemas';
import type { CostPeriod } from '@meridian/domain/calculators/expense';
import { formatMoney, minorPerMajor } from '@meridian/domain/money';
import { formatDate } from '@meridian/domain/format-date';
import { ChartFigure } from '@/components/charts/chart-figure.tsx';
import { SimpleBarChart } from '@/components/charts/on-demand-charts.client.tsx';
import styles from '@/components/calculators/calculator.module.css';
import { Figures } from '@/components/calculators/live-calculator.tsx';
import { ColumnHeads } from '@/components/layout/column-heads.tsx';
import { TableFrame } from '@/components/ui/table.tsx';

const PER: Record<CostPeriod, string> = { month: 'a month', year: 'a year', once: 'once' };
const inr = (minor: number) => formatMoney(minor, 'INR');
const sumInr = (items: CostItem[]) => items.reduce((sum, item) => sum + item.firstYearInrMinor, 0);

/** The last step: the chosen city's first-year costs as a chart, a table with sources, and the visa's funds rule. */
export function ExpenseBreakdown(props: { costs: CategoryCostResponse; city: CityCosts }) {
  const { costs, city } = props;
  const oneOff = city.items.filter((i) => i.period === 'once');
  const tuition = city.items.filter((i) => i.categorySlug === 'tuition');
  const living = city.items.filter((i) => i.period !== 'once' && i.categorySlug !== 'tuition');
  const parts = [
    tuition.length > 0 && `tuition ${inr(sumInr(tuition))}`,
    living.length > 0 && `living costs ${inr(sumInr(living))}`,
    oneOff.length > 0 && `one-off costs ${inr(sumInr(oneOff))}`,
  ].filter(Boolean);
  const foreignRates = costs.exchangeRates.filter((r) => r.currency !== 'INR');

  return (
    <>
      <Figures figures={[{ term: 'First-year total', value: inr(city.firstYearInrMinor) }]} />
      <p>
        A first year in {city.name} for the {costs.intake.name} intake comes to about{' '}
        {inr(city.firstYearInrMinor)}
        {parts.length > 0 ? `: ${parts.join(', ')}.` : '.'} Monthly costs are counted for twelve months.
      </p>
      <ChartFigure
        id="expense-chart"
        title={`First-year costs in ${city.name} by category (₹)`}
        summary={`Bar chart of first-year costs in rupees: ${city.items
          .map((i) => `${i.categoryName} ${inr(i.firstYearInrMinor)}`)
          .join(', ')}.`}
        chart={
          <SimpleBarChart
            layout="vertical"
            data={city.items.map((i) => ({ label: i.categoryName, value: i.firstYearInrMinor / 100 }))}
            format={(value) => formatMoney(Math.round(value) * 100, 'INR')}
          />
        }
      />
      <TableFrame>
        <caption className="visually-hidden">First-year costs in {city.name} with sources</caption>
        <ColumnHeads names={['Cost', 'Amount', 'First year in ₹', 'Source']} />
        <tbody>
          {city.items.map((item) => (
            <tr key={item.categoryId}>
              <th scope="row">
                {item.categoryName}
                {item.note && <span className={styles.hint}> — {item.note}</span>}
              </th>
              <td>
                {formatMoney(item.amountMinor, item.currency)} {PER[item.period]}
              </td>
              <td>{inr(item.firstYearInrMinor)}</td>
              <td>
                <a href={item.sourceUrl} rel="noopener noreferrer" target="_blank">
                  {item.source}
                </a>
                , checked {formatDate(item.asOf)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td />
            <td>{inr(city.firstYearInrMinor)}</td>
            <td />
          </tr>
        </tfoot>
      </TableFrame>
      {costs.proofOfFunds.length > 0 && (
        <>
          <h3>Funds the student visa asks to see</h3>
          <ul>
            {costs.proofOfFunds.map((funds) => (
              <li key={funds.label}>
                {funds.label}: {formatMoney(funds.amountMinor, funds.currency)} (about {inr(funds.inrMinor)})
                —{' '}
                <a href={funds.sourceUrl} rel="noopener noreferrer" target="_blank">
                  {funds.source}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      {foreignRates.length > 0 && (
        <p className={styles.hint}>
          Rupee figures use{' '}
          {foreignRates
            .map((r) => `${formatMoney(minorPerMajor(r.currency), r.currency)} = ₹${r.inrPerUnit.toFixed(2)}`)
            .join(', ')}{' '}
          as of {formatDate(foreignRates[0]!.asOf)}, rounded to the rupee.
        </p>
      )}
    </>
  );
}
