import { RANGE_PRESETS, RangeSchema, type RangePreset } from '@/lib/time-range';
import { SelectFilter } from './SelectFilter';

/** "Last 24 hours … Last 90 days" or any time, for the lists that filter by when (scores, executions). */
export function TimeRangeFilter({
  value,
  onChange,
}: {
  value: RangePreset | undefined;
  onChange: (range: RangePreset | undefined) => void;
}) {
  return (
    <SelectFilter
      label="Time range"
      placeholder="Any time"
      data={RANGE_PRESETS.map((p) => ({ value: p.value, label: p.label }))}
      value={value}
      parse={(v) => RangeSchema.safeParse(v).data}
      onChange={onChange}
      w={150}
    />
  );
}
