import '@mantine/charts/styles.layer.css';
import { CompositeChart, type CompositeChartSeries } from '@mantine/charts';
import { Rectangle, type BarShapeProps } from 'recharts';
import { BucketTooltip } from './BucketTooltip';
import type { HistogramChartProps } from './histogram-chart-props';

/** How much of its colour the bucket still filling keeps: its bar is a count so far. */
export const PARTIAL_OPACITY = 0.45;

/** Bars as recharts draws them, the one of the bucket that holds "now" lighter. */
export function barShape(now: number | undefined) {
  return function Bar(p: BarShapeProps) {
    const t = (p.payload as { t?: unknown } | undefined)?.t;
    const opacity =
      Number(p.fillOpacity ?? 1) * (now !== undefined && t === now ? PARTIAL_OPACITY : 1);
    return <Rectangle {...p} fillOpacity={opacity} />;
  };
}

/**
 * Buckets of a histogram as stacked bars or areas, the period before as a dashed line, a
 * "now" marker and ticks on the given boundaries. Heavy: reached only through LazyHistogramChart.
 */
export function HistogramChart(props: HistogramChartProps) {
  const { data, series, kind, previous, ticks, formatTick, formatValue, height } = props;
  const byT = new Map(data.map((r) => [r.t, r]));
  const chartSeries: CompositeChartSeries[] = series.map((s) => ({
    name: s.key,
    label: s.label,
    color: s.color,
    type: kind === 'bars' ? 'bar' : 'area',
  }));
  if (previous) {
    chartSeries.push({
      name: previous.key,
      label: previous.label,
      color: previous.color,
      type: 'line',
      strokeDasharray: '6 4',
    });
  }
  return (
    <CompositeChart
      h={height}
      data={data}
      dataKey="t"
      series={chartSeries}
      curveType="stepAfter"
      withDots={false}
      withLegend={false}
      barProps={{ stackId: 'usage', isAnimationActive: false, shape: barShape(props.now) }}
      areaProps={{ stackId: 'usage', isAnimationActive: false, fillOpacity: 0.4 }}
      lineProps={{ isAnimationActive: false }}
      maxBarWidth={48}
      // Every given tick is on a boundary; ones too close to show are dropped, never moved.
      xAxisProps={{ ticks, interval: 'preserveStartEnd', minTickGap: 6, tickFormatter: formatTick }}
      yAxisProps={{ tickFormatter: formatValue, allowDecimals: false }}
      valueFormatter={formatValue}
      referenceLines={
        props.now === undefined
          ? []
          : [{ x: props.now, label: 'now', color: 'red.6', labelPosition: 'top' }]
      }
      tooltipProps={{
        content: ({ label }: { label?: string | number }) => {
          const row = byT.get(Number(label));
          return row ? <BucketTooltip row={row} {...props} /> : null;
        },
      }}
      composedChartProps={{
        accessibilityLayer: false,
        // Room for the last tick's label and, above the plot, the "now" label (inside it, it
        // sat on the tallest bars).
        margin: { right: 36, top: 16 },
        onClick: (state) => {
          const i = state.activeTooltipIndex;
          const index = typeof i === 'string' ? Number(i) : i;
          if (typeof index === 'number' && Number.isInteger(index)) props.onBucketClick?.(index);
        },
        className: props.onBucketClick ? 'clickable' : undefined,
      }}
    />
  );
}
