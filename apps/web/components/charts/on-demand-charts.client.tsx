'use client';

import dynamic from 'next/dynamic';

/*
 * The charts as pages use them: the charting library (recharts, about 100 KB gzipped) loads after
 * the page is interactive instead of with it. A chart draws only in the browser, once its box has
 * a size, so the server renders the same empty, fixed-height box either way.
 */
export const SimpleBarChart = dynamic(() => import('./bar-chart.client.tsx').then((m) => m.SimpleBarChart), {
  ssr: false,
});
export const LoanBalanceChart = dynamic(
  () => import('./loan-charts.client.tsx').then((m) => m.LoanBalanceChart),
  { ssr: false },
);
export const LoanSplitChart = dynamic(
  () => import('./loan-charts.client.tsx').then((m) => m.LoanSplitChart),
  {
    ssr: false,
  },
);
