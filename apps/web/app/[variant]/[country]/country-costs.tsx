import type { CountryContent, ExchangeRate } from '@meridian/domain/country/schemas';
import {
  formatMoney,
  formatMoneyRange,
  minorPerMajor,
  toInrMinor,
  type MoneyRange,
} from '@meridian/domain/money';
import { formatDate } from '@meridian/domain/format-date';
import styles from './country.module.css';

function inInr(range: MoneyRange, rate: ExchangeRate | null): string | undefined {
  if (!rate || range.currency === 'INR' || rate.currency !== range.currency) return undefined;
  return formatMoneyRange({
    currency: 'INR',
    minMinor: toInrMinor(range.minMinor, range.currency, rate.inrPerUnit),
    maxMinor: toInrMinor(range.maxMinor, range.currency, rate.inrPerUnit),
  });
}

/**
 * Costs as a table: each row's labels (the first heads the row), its amount, and the amount in
 * rupees when there is a rate for its currency.
 */
function CostTable(props: {
  columns: readonly string[];
  rows: readonly { labels: readonly string[]; amount: MoneyRange }[];
  exchangeRate: ExchangeRate | null;
}) {
  const { exchangeRate } = props;
  return (
    <table>
      <thead>
        <tr>
          {props.columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
          {exchangeRate && <th scope="col">Approx. in INR</th>}
        </tr>
      </thead>
      <tbody>
        {props.rows.map(({ labels: [head, ...rest], amount }) => (
          <tr key={[head, ...rest].join('-')}>
            <th scope="row">{head}</th>
            {rest.map((label) => (
              <td key={label}>{label}</td>
            ))}
            <td>{formatMoneyRange(amount)}</td>
            {exchangeRate && <td>{inInr(amount, exchangeRate) ?? '—'}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function CountryCosts(props: {
  name: string;
  content: CountryContent;
  exchangeRate: ExchangeRate | null;
}) {
  const { name, content, exchangeRate } = props;
  return (
    <section id="costs" aria-labelledby="costs-title">
      <h2 id="costs-title">Cost of studying and living in {name}</h2>
      <h3>Tuition fees (per year)</h3>
      <CostTable
        columns={['Level', 'Where', 'Annual tuition']}
        rows={content.tuition.map((row) => ({ labels: [row.level, row.label], amount: row.annual }))}
        exchangeRate={exchangeRate}
      />

      <h3>Living costs (per month)</h3>
      <CostTable
        columns={['Expense', 'Monthly']}
        rows={content.livingCosts.map((item) => ({ labels: [item.label], amount: item.monthly }))}
        exchangeRate={exchangeRate}
      />
      <p>{content.livingCostNote}</p>
      {exchangeRate && (
        <p className={styles.note}>
          INR figures use {formatMoney(minorPerMajor(exchangeRate.currency), exchangeRate.currency)} = ₹
          {exchangeRate.inrPerUnit.toFixed(2)} as of {formatDate(exchangeRate.asOf)} and are rounded.
        </p>
      )}
    </section>
  );
}
