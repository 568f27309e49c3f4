import { Skeleton } from '@mantine/core';
import { Suspense, lazy } from 'react';
import classes from './LazyChart.module.css';
import type { HistogramChartProps } from './histogram-chart-props';

// The chart library is heavy: it loads only when a chart is on screen (design.md, Performance).
const Chart = lazy(() => import('./histogram-chart').then((m) => ({ default: m.HistogramChart })));

/** A histogram chart in a labelled figure, with a skeleton of its size while the library loads. */
export function LazyHistogramChart({ label, ...props }: HistogramChartProps & { label: string }) {
  return (
    <figure aria-label={label} className={classes.chart}>
      <Suspense fallback={<Skeleton h={props.height} />}>
        <Chart {...props} />
      </Suspense>
    </figure>
  );
}
