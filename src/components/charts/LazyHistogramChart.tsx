import { lazy } from 'react';
import { ChartFigure } from './ChartFigure';
import classes from './LazyChart.module.css';
import type { HistogramChartProps } from './histogram-chart-props';

// The chart library is heavy: it loads only when a chart is near the screen (design.md,
// Performance; ChartFigure).
const Chart = lazy(() => import('./histogram-chart').then((m) => ({ default: m.HistogramChart })));

/** A histogram chart in a labelled figure, with a skeleton of its size until it draws. */
export function LazyHistogramChart({ label, ...props }: HistogramChartProps & { label: string }) {
  return (
    <ChartFigure label={label} className={classes.chart} height={props.height}>
      <Chart {...props} />
    </ChartFigure>
  );
}
