import type { TimeSeries } from './time-charts';

/** What a histogram chart draws: rows `{t, <series key>…, total, <previous key>?}`. */
export interface HistogramChartProps {
  data: Record<string, number>[];
  /** Stacked, bottom first. Keys must not contain dots (recharts reads them as paths). */
  series: TimeSeries[];
  kind: 'bars' | 'areas';
  /** The period before, drawn as a dashed line. */
  previous?: TimeSeries;
  /** Bucket starts (values of `t`) that get a labelled tick. */
  ticks: number[];
  formatTick: (t: number) => string;
  formatBucket: (t: number) => string;
  formatValue: (n: number) => string;
  /** The bucket (a `t`) that holds the present moment. */
  now?: number;
  onBucketClick?: (index: number) => void;
  height: number;
}
