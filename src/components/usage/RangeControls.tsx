import { Alert, Group, Skeleton, Stack, Text } from '@mantine/core';
import { Suspense, lazy } from 'react';
import { bucketLimitProblem } from '@/api/rules/interval-limits';
import { INTERVAL_CHOICES, nominalMs } from '@/api/rules/intervals';
import { PlainSegmentedControl } from '@/components/plain/PlainSegmentedControl';
import {
  RANGES,
  RANGE_PRESETS,
  type ResolvedRange,
  type UsageSearch,
  type UsageSearchPatch,
} from './usage-search';

const CustomRange = lazy(() => import('./CustomRange').then((m) => ({ default: m.CustomRange })));

interface RangeControlsProps {
  search: UsageSearch;
  range: ResolvedRange;
  onChange: (patch: UsageSearchPatch) => void;
}

const RANGE_DATA = [
  ...Object.entries(RANGE_PRESETS).map(([value, p]) => ({ value, label: p.label })),
  { value: 'custom', label: 'Custom' },
];

/**
 * Range presets (custom: a date-time range), and the interval: the suggested one unless chosen,
 * choices that would exceed the service's bucket limit (with the reason) or outgrow the range
 * disabled.
 */
export function RangeControls({ search, range, onChange }: RangeControlsProps) {
  const problem = bucketLimitProblem(range.from, range.to, range.interval);
  // The range's own length (a preset's start moves back to its first bucket's).
  const span = search.range === 'custom' ? range.to - range.from : RANGE_PRESETS[search.range].ms;
  const intervals = INTERVAL_CHOICES.map((i) => ({
    value: i,
    label: i === range.suggested ? `${i} ★` : i,
    disabled: bucketLimitProblem(range.from, range.to, i) !== null || nominalMs(i) > span,
  }));
  return (
    <Stack gap="xs">
      <Group gap="lg" align="flex-end">
        <Stack gap={4} maw="100%">
          <Text size="sm" fw={500} id="usage-range-label">
            Range
          </Text>
          <PlainSegmentedControl
            aria-labelledby="usage-range-label"
            data={RANGE_DATA}
            value={search.range}
            onChange={(v) => {
              const next = RANGES.find((r) => r === v) ?? '7d';
              onChange(
                next === 'custom'
                  ? { range: next, from: range.from, to: range.to }
                  : { range: next, from: undefined, to: undefined, interval: undefined },
              );
            }}
          />
        </Stack>
        <Stack gap={4} maw="100%">
          <Text size="sm" fw={500} id="usage-interval-label">
            Interval
          </Text>
          <PlainSegmentedControl
            aria-labelledby="usage-interval-label"
            data={intervals}
            value={range.interval}
            onChange={(v) => {
              const chosen = INTERVAL_CHOICES.find((i) => i === v);
              onChange({ interval: chosen === range.suggested ? undefined : chosen });
            }}
          />
        </Stack>
      </Group>
      <Text size="xs" c="dimmed">
        {`★ suggested for this range: ${range.suggested}`}
      </Text>
      {search.range === 'custom' && (
        <Suspense fallback={<Skeleton h={60} w={460} />}>
          <CustomRange
            key={`${range.from}-${range.to}-${search.tz}`}
            from={range.from}
            to={range.to}
            tz={search.tz}
            onApply={(from, to) => onChange({ range: 'custom', from, to, interval: undefined })}
          />
        </Suspense>
      )}
      {problem && (
        <Alert color="yellow" variant="light" title="Too many buckets" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
