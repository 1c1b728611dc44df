import type { CountryContent, ExchangeRate } from '@meridian/domain/country/schemas';
import { formatMoney, formatMoneyRange, minorPerMajor, toInrMinor } from '@meridian/domain/money';
import type { MoneyRange } from '@meridian/domain/money-schemas';
import { formatDate } from '@meridian/domain/format-date';
import { Table } from '@/components/ui/table.tsx';
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
 * rupees when there is a rate for its currency. On a phone each row is a card.
 */
function CostTable(props: {
  caption: string;
  columns: readonly string[];
  rows: readonly { labels: readonly string[]; amount: MoneyRange }[];
  exchangeRate: ExchangeRate | null;
}) {
  const { exchangeRate, columns } = props;
  type Row = (typeof props.rows)[number];
  const labelColumns = columns.slice(0, -1).map((header, i) => ({
    key: header,
    header,
    rowHeader: i === 0,
    cell: (row: Row) => row.labels[i],
  }));
  const amountColumns = [
    { key: 'amount', header: columns.at(-1) ?? '', cell: (row: Row) => formatMoneyRange(row.amount) },
    ...(exchangeRate
      ? [
          {
            key: 'inr',
            header: 'Approx. in INR',
            cell: (row: Row) => inInr(row.amount, exchangeRate) ?? '—',
          },
        ]
      : []),
  ];
  return (
    <Table
      caption={props.caption}
      captionHidden
      columns={[...labelColumns, ...amountColumns]}
      rows={props.rows}
      rowKey={(row) => row.labels.join('-')}
      layout="stack"
    />
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
        caption={`Tuition fees in ${name} per year`}
        columns={['Level', 'Where', 'Annual tuition']}
        rows={content.tuition.map((row) => ({ labels: [row.level, row.label], amount: row.annual }))}
        exchangeRate={exchangeRate}
      />

      <h3>Living costs (per month)</h3>
      <CostTable
        caption={`Living costs in ${name} per month`}
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
