'use client';

import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import { useNearView } from '@/lib/on-demand/use-near-view.ts';
import styles from './chart.module.css';

/**
 * A chart whose code (recharts, about 100 KB gzipped) loads once its box comes near the viewport,
 * not with the page: evaluating it is a long task, and a calculator's charts sit below its form.
 * A chart draws only in the browser, once its box has a size, so the server renders the same empty,
 * fixed-height box either way.
 */
function drawnNearView<P extends object>(Chart: ComponentType<P>) {
  return function NearViewChart(props: P) {
    const [ref, near] = useNearView<HTMLDivElement>();
    return (
      <div ref={ref} className={styles.fill}>
        {near && <Chart {...props} />}
      </div>
    );
  };
}

export const SimpleBarChart = drawnNearView(
  dynamic(() => import('./bar-chart.client.tsx').then((m) => m.SimpleBarChart), { ssr: false }),
);
export const LoanBalanceChart = drawnNearView(
  dynamic(() => import('./loan-charts.client.tsx').then((m) => m.LoanBalanceChart), { ssr: false }),
);
export const LoanSplitChart = drawnNearView(
  dynamic(() => import('./loan-charts.client.tsx').then((m) => m.LoanSplitChart), { ssr: false }),
);
