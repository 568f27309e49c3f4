// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installDomStubs } from '@/test/dom-stubs';
import { renderThemed } from '@/test/render-themed';
import { BucketTooltip } from './BucketTooltip';
import { PARTIAL_OPACITY, barShape } from './histogram-chart';
import type { HistogramChartProps } from './histogram-chart-props';
import type { BarShapeProps } from 'recharts';

beforeAll(installDomStubs);
afterEach(cleanup);

const bar = (now: number | undefined, t: number, fillOpacity?: number) => {
  const Shape = barShape(now);
  // The fields of a bar the shape reads; recharts passes many more.
  const props = { x: 0, y: 0, width: 10, height: 20, fill: 'red', payload: { t }, fillOpacity };
  const { container } = render(
    <svg>
      <Shape {...(props as unknown as BarShapeProps)} />
    </svg>,
  );
  return Number(container.querySelector('path')?.getAttribute('fill-opacity'));
};

describe('the histogram’s bucket that holds now', () => {
  it('is drawn lighter than the others, and dims with them', () => {
    expect(bar(300, 300)).toBe(PARTIAL_OPACITY);
    expect(bar(300, 200)).toBe(1);
    expect(bar(undefined, 300)).toBe(1);
    // A series the legend dims (Mantine's 0.1) stays dimmer still in that bucket.
    expect(bar(300, 300, 0.1)).toBeCloseTo(0.1 * PARTIAL_OPACITY);
  });

  it('says its count is so far in the tooltip', () => {
    const props: HistogramChartProps = {
      data: [],
      series: [{ key: 's0', label: 'API calls', color: 'blue.6' }],
      kind: 'bars',
      ticks: [],
      formatTick: String,
      formatBucket: (t) => `bucket ${t}`,
      formatValue: String,
      now: 300,
      height: 100,
    };
    renderThemed(<BucketTooltip {...props} row={{ t: 300, s0: 4, total: 4 }} />);
    expect(screen.getByText('bucket 300 · so far')).toBeInTheDocument();
    cleanup();
    renderThemed(<BucketTooltip {...props} row={{ t: 200, s0: 4, total: 4 }} />);
    expect(screen.getByText('bucket 200')).toBeInTheDocument();
  });
});
