import { lazy } from 'react';
import { ChartFigure } from './ChartFigure';
import classes from './LazyChart.module.css';
import type { HistogramChartProps } from './histogram-chart-props';

// The chart library is heavy: it loads only when a chart is near the screen (design.md,
// Performance; ChartFigure).
const Chart = lazy(() => import('./histogram-chart').then((m) => ({ default: m.HistogramChart })));

/**
 * A histogram chart in a labelled figure, with a skeleton of its size until it draws; the period
 * before, when drawn, has its key under the chart (the series' are the dashboard's legend).
 */
export function LazyHistogramChart({ label, ...props }: HistogramChartProps & { label: string }) {
  const { previous } = props;
  const caption = previous && (
    <span className={classes.key}>
      <svg width="24" height="8" aria-hidden>
        <line
          x1="0"
          y1="4"
          x2="24"
          y2="4"
          stroke={`var(--mantine-color-${previous.color.replace('.', '-')})`}
          strokeWidth="2"
          strokeDasharray="6 4"
        />
      </svg>
      {previous.label}
    </span>
  );
  return (
    <ChartFigure label={label} className={classes.chart} height={props.height} caption={caption}>
      <Chart {...props} />
    </ChartFigure>
  );
}
