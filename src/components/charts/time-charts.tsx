import '@mantine/charts/styles.layer.css';
import { AreaChart, BarChart, CompositeChart } from '@mantine/charts';
import type { BarShapeProps } from 'recharts';
import { ticksThroughZero } from './chart-ticks';

/**
 * The chart blocks of the console on @mantine/charts (Mantine's wrapper over recharts). This
 * module is heavy: screens reach it only through LazyChart, so it loads where a chart shows.
 */
export interface TimeSeries {
  /** Key of the values in each data row. */
  key: string;
  label: string;
  /** A Mantine colour name or a CSS colour. */
  color: string;
}

/**
 * A legend in the series' order, as the tooltip and the page's own list of them read (and the
 * stack from its bottom): Recharts sorts a legend by the keys' text, an order nobody sees.
 */
function legendInOrder(series: TimeSeries[]) {
  return {
    itemSorter: (item: { dataKey?: unknown }) => series.findIndex((s) => s.key === item.dataKey),
  };
}

/** The tooltip's title: the point's time as the axis shows it, not epoch milliseconds. */
const timeLabel = (t: unknown, format: (t: number) => string) =>
  typeof t === 'number' ? format(t) : String(t);

export interface TimeChartProps {
  /** Rows with a time `t` (epoch ms) and one number per series key. */
  data: Record<string, number>[];
  formatTime: (t: number) => string;
  /** The time axis's ticks, each a row's `t`, and their labels (else `formatTime`'s, spaced). */
  axis?: { ticks: number[]; format: (t: number) => string } | null;
  formatValue: (n: number) => string;
  height: number;
}

/** Series stacked over time as step areas (an allocation unlocking, usage per key). */
export function StackedTimeChart({
  data,
  series,
  formatTime,
  formatValue,
  height,
}: TimeChartProps & { series: TimeSeries[] }) {
  return (
    <AreaChart
      h={height}
      data={data}
      dataKey="t"
      type="stacked"
      curveType="stepAfter"
      withDots={false}
      withLegend
      fillOpacity={0.35}
      series={series.map((s) => ({ name: s.key, label: s.label, color: s.color }))}
      xAxisProps={{
        type: 'number',
        scale: 'time',
        domain: ['dataMin', 'dataMax'],
        tickFormatter: formatTime,
        minTickGap: 24,
      }}
      valueFormatter={formatValue}
      legendProps={legendInOrder(series)}
      tooltipProps={{ labelFormatter: (t: unknown) => timeLabel(t, formatTime) }}
      areaChartProps={{ accessibilityLayer: false }}
    />
  );
}

function AtLeast4px({ x = 0, y = 0, width = 0, height = 0, fill }: BarShapeProps) {
  const w = Math.max(width, 4);
  const top = height < 0 ? y + height : y;
  return <rect x={x + (width - w) / 2} y={top} width={w} height={Math.abs(height)} fill={fill} />;
}

/** Amounts per point as bars and their running total as a line on the right axis. */
export function BarTotalChart({
  data,
  bar,
  total,
  formatTime,
  formatValue,
  height,
}: TimeChartProps & { bar: TimeSeries; total: TimeSeries }) {
  const ticks = ticksThroughZero(data.map((d) => d[bar.key] ?? 0));
  return (
    <CompositeChart
      h={height}
      data={data}
      dataKey="t"
      curveType="stepAfter"
      withDots={false}
      withLegend
      withRightYAxis
      series={[
        { name: bar.key, label: bar.label, color: bar.color, type: 'bar' },
        { name: total.key, label: total.label, color: total.color, type: 'line', yAxisId: 'right' },
      ]}
      // Time to scale: changes come in bursts and lulls, and the axis says when.
      xAxisProps={{
        type: 'number',
        scale: 'time',
        domain: ['dataMin', 'dataMax'],
        padding: { left: 8, right: 8 },
        tickFormatter: formatTime,
        minTickGap: 16,
      }}
      // A bar per point however close the next (two changes a minute apart on a months-long
      // axis): at least 4 px wide, centred on its time.
      barProps={{ shape: AtLeast4px }}
      // Bars start at zero: a −3 bar a third of a −9 one, and a −2 one still drawn.
      yAxisProps={{ tickFormatter: formatValue, domain: [ticks[0] ?? 0, ticks.at(-1) ?? 0], ticks }}
      rightYAxisProps={{ tickFormatter: formatValue }}
      // Two scales side by side: each says which series it measures.
      yAxisLabel={bar.label}
      rightYAxisLabel={total.label}
      // The running total over the bars (it showed only in the gaps between them).
      lineProps={{ zIndex: 500 }}
      valueFormatter={formatValue}
      tooltipProps={{ labelFormatter: (t: unknown) => timeLabel(t, formatTime) }}
      composedChartProps={{ accessibilityLayer: false }}
    />
  );
}

/** Counts per time bucket as stacked bars; a click on a bar's column reports its row index. */
export function StackedBarChart({
  data,
  series,
  formatTime,
  formatValue,
  height,
  onBarClick,
  axis,
}: TimeChartProps & { series: TimeSeries[]; onBarClick?: (index: number) => void }) {
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="t"
      type="stacked"
      withLegend
      series={series.map((s) => ({ name: s.key, label: s.label, color: s.color }))}
      xAxisProps={
        axis
          ? { ticks: axis.ticks, tickFormatter: axis.format, interval: 'preserveStartEnd' }
          : { tickFormatter: formatTime, minTickGap: 24 }
      }
      yAxisProps={{ allowDecimals: false }}
      valueFormatter={formatValue}
      legendProps={legendInOrder(series)}
      tooltipProps={{
        labelFormatter: (t: unknown) => (typeof t === 'number' ? formatTime(t) : ''),
      }}
      // A bar says its own bucket: the chart's hover index trails the pointer by a frame, and a
      // click before it caught up read "no index" as bucket 0.
      barProps={{ onClick: (_: unknown, index: number) => onBarClick?.(index) }}
      barChartProps={{
        accessibilityLayer: false,
        // A click in a bucket's column, beside its bars: the hover index, when there is one.
        onClick: (state, event) => {
          const target = (event as { target?: unknown } | undefined)?.target;
          if (target instanceof Element && target.closest('.recharts-bar-rectangle')) return;
          const raw = state.activeIndex;
          const i = raw === null || raw === undefined ? NaN : Number(raw);
          if (onBarClick && Number.isInteger(i) && i >= 0) onBarClick(i);
        },
      }}
    />
  );
}
