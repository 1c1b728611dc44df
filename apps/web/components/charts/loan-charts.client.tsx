'use client';

import {
  Area,
  AreaChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

const COLOURS = { principal: '#0b4f6c', interest: '#f5b700' };

/** Year boundaries, thinned so a 30-year loan still gets a readable axis. */
function yearTicks(months: number): number[] {
  const years = Math.ceil(months / 12);
  const step = Math.max(1, Math.ceil(years / 10));
  return Array.from({ length: Math.floor(years / step) + 1 }, (_, i) => i * step * 12).filter(
    (m) => m <= months,
  );
}

/** Outstanding balance after each EMI. */
export function LoanBalanceChart(props: {
  points: readonly { month: number; balance: number }[];
  format: (value: number) => string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart
        data={[...props.points]}
        margin={{ top: 8, right: 16, bottom: 8, left: 16 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis
          dataKey="month"
          type="number"
          domain={[0, 'dataMax']}
          ticks={yearTicks(props.points.length - 1)}
          tickFormatter={(month: number) => `${month / 12}`}
          label={{ value: 'Years of repayment', position: 'insideBottom', offset: -4 }}
        />
        <YAxis tickFormatter={props.format} width={90} />
        <Tooltip
          formatter={(value) => props.format(Number(value))}
          labelFormatter={(month) => `After EMI ${month}`}
        />
        <Area
          dataKey="balance"
          name="Balance"
          stroke={COLOURS.principal}
          fill={COLOURS.principal}
          fillOpacity={0.2}
          isAnimationActive={false}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}

/** How the total repaid divides into principal and interest. */
export function LoanSplitChart(props: {
  principal: number;
  interest: number;
  format: (value: number) => string;
}) {
  const data = [
    { name: 'Principal', value: props.principal, colour: COLOURS.principal },
    { name: 'Interest', value: props.interest, colour: COLOURS.interest },
  ];
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart accessibilityLayer={false}>
        <Pie
          data={data}
          dataKey="value"
          nameKey="name"
          innerRadius="45%"
          outerRadius="80%"
          isAnimationActive={false}
        >
          {data.map((slice) => (
            <Cell key={slice.name} fill={slice.colour} />
          ))}
        </Pie>
        <Tooltip formatter={(value) => props.format(Number(value))} />
        <Legend />
      </PieChart>
    </ResponsiveContainer>
  );
}
