import type { CountryContent, ExchangeRate } from '@meridian/domain/country/schemas';
import { convertedCost, rateText } from '@meridian/domain/catalogue/fee-text';
import { formatMoney, formatMoneyRange, minorPerMajor } from '@meridian/domain/money';
import type { MoneyRange } from '@meridian/domain/money-schemas';
import { formatDate } from '@meridian/domain/format-date';
import { Table } from '@/components/ui/table.tsx';
import styles from './country.module.css';

interface Rates {
  /** The rupee rate of the country's currency. */
  exchangeRate: ExchangeRate | null;
  /** The rupee rate of the site's currency (`viewerRate`); none on the India site. */
  viewer: ExchangeRate | null;
}

/**
 * Costs as a table: each row's labels (the first heads the row), its amount, and the amount in the
 * site's currency (rupees on the India site) when there is a rate for its currency. On a phone each
 * row is a card.
 */
function CostTable(
  props: {
    caption: string;
    columns: readonly string[];
    rows: readonly { labels: readonly string[]; amount: MoneyRange }[];
  } & Rates,
) {
  const { exchangeRate, viewer, columns } = props;
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
            key: 'converted',
            header: `Approx. in ${viewer?.currency ?? 'INR'}`,
            cell: (row: Row) => convertedCost(row.amount, exchangeRate, viewer) ?? '—',
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

/** How the converted figures were made: the rate and its date. */
function RateNote({ exchangeRate, viewer }: Rates) {
  if (!exchangeRate) return null;
  return (
    <p className={styles.note}>
      {viewer ? (
        <>
          {viewer.currency} figures use {rateText(exchangeRate, viewer)} and are rounded.
        </>
      ) : (
        <>
          INR figures use {formatMoney(minorPerMajor(exchangeRate.currency), exchangeRate.currency)} = ₹
          {exchangeRate.inrPerUnit.toFixed(2)} as of {formatDate(exchangeRate.asOf)} and are rounded.
        </>
      )}
    </p>
  );
}

export function CountryCosts(props: { name: string; content: CountryContent } & Rates) {
  const { name, content, ...rates } = props;
  return (
    <section id="costs" aria-labelledby="costs-title">
      <h2 id="costs-title">Cost of studying and living in {name}</h2>
      <h3>Tuition fees (per year)</h3>
      <CostTable
        caption={`Tuition fees in ${name} per year`}
        columns={['Level', 'Where', 'Annual tuition']}
        rows={content.tuition.map((row) => ({ labels: [row.level, row.label], amount: row.annual }))}
        {...rates}
      />

      <h3>Living costs (per month)</h3>
      <CostTable
        caption={`Living costs in ${name} per month`}
        columns={['Expense', 'Monthly']}
        rows={content.livingCosts.map((item) => ({ labels: [item.label], amount: item.monthly }))}
        {...rates}
      />
      <p>{content.livingCostNote}</p>
      <RateNote {...rates} />
    </section>
  );
}
