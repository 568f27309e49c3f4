import {
  Area,
  AreaChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { TokenomicsCategory } from '@/api/tokenomics/schemas';
import { useUtc } from '@/lib/time-pref';
import { formatCompact, formatMonth, seriesColor, seriesKey, stackedRows } from '../schedule-data';
import { ChartTooltip } from './ChartTooltip';

const AXIS = { fontSize: 12, fill: 'var(--mantine-color-dimmed)' };

/** Every category's unlocked amount over time, stacked: the token's circulating plan. */
export function StackedAllocationChart({ categories }: { categories: TokenomicsCategory[] }) {
  const utc = useUtc();
  const rows = stackedRows(categories);
  return (
    <ResponsiveContainer width="100%" height={320}>
      <AreaChart
        data={rows}
        margin={{ top: 8, right: 16, bottom: 0, left: 8 }}
        accessibilityLayer={false}
      >
        <CartesianGrid strokeDasharray="3 3" stroke="var(--mantine-color-default-border)" />
        <XAxis
          dataKey="t"
          type="number"
          scale="time"
          domain={['dataMin', 'dataMax']}
          tickFormatter={(t: number) => formatMonth(t, utc)}
          tick={AXIS}
          minTickGap={24}
        />
        <YAxis tickFormatter={formatCompact} tick={AXIS} width={56} />
        <Tooltip content={(p) => <ChartTooltip {...p} utc={utc} />} />
        <Legend />
        {categories.map((c, i) => (
          <Area
            key={c.id}
            type="stepAfter"
            dataKey={seriesKey(c.id)}
            name={c.name}
            stackId="all"
            stroke={seriesColor(i)}
            fill={seriesColor(i)}
            fillOpacity={0.35}
            isAnimationActive={false}
          />
        ))}
      </AreaChart>
    </ResponsiveContainer>
  );
}
