import type { ReactNode } from 'react';
import styles from './chart.module.css';

/**
 * A chart with a caption, a spoken summary (the drawing itself is an image to assistive
 * technology) and the same data as a table for anyone who cannot or would rather not read a chart.
 * Leave `table` out only when the page already shows the data as a table next to the chart.
 */
export function ChartFigure(props: {
  id: string;
  title: string;
  summary: string;
  chart: ReactNode;
  table?: ReactNode;
}) {
  return (
    <figure className={styles.figure} aria-labelledby={`${props.id}-title`}>
      <figcaption id={`${props.id}-title`} className={styles.caption}>
        {props.title}
      </figcaption>
      <div role="img" aria-label={props.summary} className={styles.chart}>
        {props.chart}
      </div>
      {props.table && (
        <details>
          <summary>Show the data as a table</summary>
          {props.table}
        </details>
      )}
    </figure>
  );
}
