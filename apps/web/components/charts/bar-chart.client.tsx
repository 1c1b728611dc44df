'use client';

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** One bar per labelled value; the drawing is summarised by its ChartFigure, so it takes no focus. */
export function SimpleBarChart(props: {
  data: readonly { label: string; value: number }[];
  format: (value: number) => string;
  domain?: [number, number];
  layout?: 'vertical' | 'horizontal';
}) {
  const vertical = props.layout === 'vertical';
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        data={[...props.data]}
        layout={vertical ? 'vertical' : 'horizontal'}
        margin={{ top: 8, right: 16, bottom: 8, left: vertical ? 24 : 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" />
        {vertical ? (
          <>
            <XAxis type="number" tickFormatter={props.format} domain={props.domain} />
            <YAxis type="category" dataKey="label" width={170} interval={0} tick={{ fontSize: 13 }} />
          </>
        ) : (
          <>
            <XAxis dataKey="label" />
            <YAxis tickFormatter={props.format} domain={props.domain} />
          </>
        )}
        <Tooltip formatter={(value) => props.format(Number(value))} />
        <Bar dataKey="value" fill="#0b4f6c" isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
