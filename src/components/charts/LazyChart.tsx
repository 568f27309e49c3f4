import { lazy } from 'react';
import { ChartFigure } from './ChartFigure';
import classes from './LazyChart.module.css';
import type { TimeChartProps, TimeSeries } from './time-charts';

// The chart library is heavy: it loads only when a chart is near the screen (design.md,
// Performance; ChartFigure).
const Stacked = lazy(() => import('./time-charts').then((m) => ({ default: m.StackedTimeChart })));
const BarTotal = lazy(() => import('./time-charts').then((m) => ({ default: m.BarTotalChart })));
const StackedBar = lazy(() =>
  import('./time-charts').then((m) => ({ default: m.StackedBarChart })),
);

type Props = { label: string } & TimeChartProps &
  (
    | { kind: 'stacked'; series: TimeSeries[] }
    | { kind: 'bar-total'; bar: TimeSeries; total: TimeSeries }
    | { kind: 'stacked-bar'; series: TimeSeries[]; onBarClick?: (index: number) => void }
  );

/** A chart in a labelled figure, with a skeleton of its size until it draws. */
export function LazyChart(props: Props) {
  return (
    <ChartFigure
      label={props.label}
      className={
        props.kind === 'stacked-bar' && props.onBarClick
          ? `${classes.chart} ${classes.clickable}`
          : classes.chart
      }
      height={props.height}
    >
      {props.kind === 'stacked' ? (
        <Stacked {...props} />
      ) : props.kind === 'stacked-bar' ? (
        <StackedBar {...props} />
      ) : (
        <BarTotal {...props} />
      )}
    </ChartFigure>
  );
}
