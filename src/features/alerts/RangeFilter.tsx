import { ActionIcon, Group, Select, Skeleton, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { Suspense, lazy } from 'react';
import { type TimeWindow } from '@/lib/alert-query';
import { RANGE_LABELS, type RangePreset } from '@/lib/alert-ranges';
import { useUtc } from '@/lib/time-pref';
import { DEFAULT_RANGE, type AlertListSearch } from './alert-list-search';

const CustomRangeInputs = lazy(() =>
  import('./CustomRangeInputs').then((m) => ({ default: m.CustomRangeInputs })),
);

const RANGE_DATA = Object.entries(RANGE_LABELS).map(([value, label]) => ({ value, label }));
const isRange = (v: string): v is RangePreset | 'custom' => v in RANGE_LABELS;

interface RangeFilterProps {
  search: AlertListSearch;
  window: TimeWindow;
  onChange: (patch: Partial<AlertListSearch>) => void;
  /** Moves "now" of the presets to the current time. */
  onRefresh: () => void;
}

/** The time range: presets counted back from now, or a custom range with date-time pickers. */
export function RangeFilter({ search, window, onChange, onRefresh }: RangeFilterProps) {
  const utc = useUtc();
  const range = search.range ?? DEFAULT_RANGE;
  return (
    <Group gap={6} align="flex-end" wrap="nowrap">
      <Select
        label="Time range"
        data={RANGE_DATA}
        value={range}
        allowDeselect={false}
        w={150}
        onChange={(v) => {
          if (!v || !isRange(v)) return;
          onRefresh();
          // A custom range starts from the window shown, so the pickers open on it.
          onChange(
            v === 'custom'
              ? { range: v, start: window.from, end: window.to, interval: undefined }
              : {
                  range: v === DEFAULT_RANGE ? undefined : v,
                  start: undefined,
                  end: undefined,
                  interval: undefined,
                },
          );
        }}
      />
      {range === 'custom' ? (
        <Suspense fallback={<Skeleton h={36} w={350} mt={24} />}>
          <CustomRangeInputs
            value={window}
            utc={utc}
            onChange={(w) =>
              onChange({ range: 'custom', start: w.from, end: w.to, interval: undefined })
            }
          />
        </Suspense>
      ) : (
        <Tooltip label="Count the range back from now">
          <ActionIcon variant="default" size={36} aria-label="Refresh" onClick={onRefresh}>
            <IconRefresh size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
