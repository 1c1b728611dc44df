'use client';

import { useQuery } from '@tanstack/react-query';
import {
  GOOD_WEB_VITALS,
  WEB_VITAL_NAMES,
  type WebVitalName,
  type WebVitalsReport,
} from '@meridian/domain/analytics/web-vitals';
import { getWebVitalsReport } from '@/lib/api/performance-admin.ts';
import { QueryState } from '@/components/ui/query-state.client.tsx';
import { Table, type TableColumnSpec } from '@/components/ui/table.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ChartFigure } from '@/components/charts/chart-figure.tsx';
import { SimpleBarChart } from '@/components/charts/on-demand-charts.client.tsx';

type Row = WebVitalsReport['pageTypes'][number];

const UNITS: Record<WebVitalName, (value: number) => string> = {
  LCP: (ms) => `${(ms / 1000).toFixed(1)} s`,
  INP: (ms) => `${ms} ms`,
  CLS: (score) => score.toFixed(2),
};

/** p75 and, after it, how many page views it is of; marked when it misses Google's "good" mark. */
function vitalCell(name: WebVitalName, row: Row) {
  const vital = row[name];
  if (!vital) return '–';
  const slow = vital.p75 > GOOD_WEB_VITALS[name];
  return `${UNITS[name](vital.p75)}${slow ? ' (needs work)' : ''} · ${vital.count.toLocaleString('en-IN')}`;
}

const COLUMNS: TableColumnSpec<Row>[] = [
  { key: 'pageType', header: 'Page type', cell: (row) => row.pageType, rowHeader: true },
  ...WEB_VITAL_NAMES.map((name) => ({
    key: name,
    header: `${name} p75 · views`,
    cell: (row: Row) => vitalCell(name, row),
    numeric: true,
  })),
];

/**
 * Web vitals of the sampled page views (WEB_VITALS_SAMPLE_RATE): the 75th percentile of LCP, INP
 * and CLS per page type over the last 7 days, with how many views each is of, and LCP as a chart.
 */
export function PerformanceReport() {
  const report = useQuery({ queryKey: ['admin', 'web-vitals'], queryFn: getWebVitalsReport });
  return (
    <>
      <h1>Performance</h1>
      <QueryState
        query={report}
        loading="Loading the web vitals…"
        notAllowedTitle="This page is for administrators"
      >
        {({ days, pageTypes }) =>
          pageTypes.length === 0 ? (
            <EmptyState title={`No page views measured in the last ${days} days`}>
              <p>
                Web vitals are measured on a share of page views once WEB_VITALS_SAMPLE_RATE is set above 0
                (docs/configuration.md).
              </p>
            </EmptyState>
          ) : (
            <>
              <p>
                How fast pages load (LCP), answer a tap (INP) and hold still (CLS) for three visitors in four,
                over the last {days} days. Good is LCP up to 2.5 s, INP up to 200 ms, CLS up to 0.1.
              </p>
              <Table
                caption={`Web vitals per page type, last ${days} days`}
                columns={COLUMNS}
                rows={pageTypes}
                rowKey={(row) => row.pageType}
                layout="stack"
              />
              <LcpChart pageTypes={pageTypes} />
            </>
          )
        }
      </QueryState>
    </>
  );
}

function LcpChart({ pageTypes }: { pageTypes: Row[] }) {
  const data = pageTypes.flatMap((row) => (row.LCP ? [{ label: row.pageType, value: row.LCP.p75 }] : []));
  if (data.length === 0) return null;
  const slowest = data.reduce((a, b) => (b.value > a.value ? b : a));
  return (
    <ChartFigure
      id="lcp-chart"
      title="LCP p75 per page type"
      summary={`Slowest: ${slowest.label} at ${UNITS.LCP(slowest.value)}.`}
      chart={<SimpleBarChart data={data} format={UNITS.LCP} layout="vertical" />}
    />
  );
}
