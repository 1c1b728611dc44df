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
      <table>
        <thead>
          <tr>
            <th scope="col">Level</th>
            <th scope="col">Where</th>
            <th scope="col">Annual tuition</th>
            {exchangeRate && <th scope="col">Approx. in INR</th>}
          </tr>
        </thead>
        <tbody>
          {content.tuition.map((row) => (
            <tr key={`${row.level}-${row.label}`}>
              <th scope="row">{row.level}</th>
              <td>{row.label}</td>
              <td>{formatMoneyRange(row.annual)}</td>
              {exchangeRate && <td>{inInr(row.annual, exchangeRate) ?? '—'}</td>}
            </tr>
          ))}
        </tbody>
      </table>

      <h3>Living costs (per month)</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">Expense</th>
            <th scope="col">Monthly</th>
            {exchangeRate && <th scope="col">Approx. in INR</th>}
          </tr>
        </thead>
        <tbody>
          {content.livingCosts.map((item) => (
            <tr key={item.label}>
              <th scope="row">{item.label}</th>
              <td>{formatMoneyRange(item.monthly)}</td>
              {exchangeRate && <td>{inInr(item.monthly, exchangeRate) ?? '—'}</td>}
            </tr>
          ))}
        </tbody>
      </table>
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
