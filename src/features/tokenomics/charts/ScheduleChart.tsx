import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { TokenomicsCategory } from '@/api/tokenomics/schemas';
import { useUtc } from '@/lib/time-pref';
import { formatCompact, formatMonth, schedulePoints } from '../schedule-data';
import { ChartTooltip } from './ChartTooltip';

const AXIS = { fontSize: 12, fill: 'var(--mantine-color-dimmed)' };

/** One category: each unlock as a bar, the running total as a line on its own axis. */
export function ScheduleChart({ category }: { category: TokenomicsCategory }) {
  const utc = useUtc();
  const points = schedulePoints(category);
  return (
    <ResponsiveContainer width="100%" height={260}>
      <ComposedChart
        data={points}
        margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="var(--mantine-color-default-border)" />
        <XAxis
          dataKey="t"
          type="category"
          tickFormatter={(t: number) => formatMonth(t, utc)}
          tick={AXIS}
          minTickGap={16}
        />
        <YAxis yAxisId="value" tickFormatter={formatCompact} tick={AXIS} width={56} />
        <YAxis
          yAxisId="cumulative"
          orientation="right"
          tickFormatter={formatCompact}
          tick={AXIS}
          width={56}
        />
        <Tooltip content={(p) => <ChartTooltip {...p} utc={utc} />} />
        <Legend />
        <Bar
          yAxisId="value"
          dataKey="value"
          name="Allocated"
          fill="var(--mantine-color-indigo-5)"
          isAnimationActive={false}
        />
        <Line
          yAxisId="cumulative"
          type="stepAfter"
          dataKey="cumulative"
          name="Cumulative"
          stroke="var(--mantine-color-teal-6)"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
