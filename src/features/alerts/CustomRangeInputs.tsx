import '@mantine/dates/styles.layer.css';
import { DateTimePicker } from '@mantine/dates';
import { dateTimeNames } from '@/components/date-time-labels';
import { fromWallClock, toWallClock } from '@/lib/wall-clock';
import type { TimeWindow } from '@/lib/alert-query';

interface CustomRangeInputsProps {
  value: TimeWindow;
  utc: boolean;
  onChange: (next: TimeWindow) => void;
}

/** From and To of a custom range (loaded only when a custom range is chosen: @mantine/dates is heavy). */
export function CustomRangeInputs({ value, utc, onChange }: CustomRangeInputsProps) {
  const zone = utc ? 'UTC' : 'local time';
  const pick = (edge: 'from' | 'to') => (text: string | null) => {
    const ms = text ? fromWallClock(text, utc) : undefined;
    if (ms !== undefined) onChange({ ...value, [edge]: ms });
  };
  return (
    <>
      <DateTimePicker
        {...dateTimeNames(`From (${zone})`, toWallClock(value.from, utc))}
        label={`From (${zone})`}
        value={toWallClock(value.from, utc)}
        onChange={pick('from')}
        maxDate={toWallClock(value.to, utc)}
        valueFormat="YYYY-MM-DD HH:mm"
        w={170}
      />
      <DateTimePicker
        {...dateTimeNames(`To (${zone})`, toWallClock(value.to, utc))}
        label={`To (${zone})`}
        value={toWallClock(value.to, utc)}
        onChange={pick('to')}
        minDate={toWallClock(value.from, utc)}
        valueFormat="YYYY-MM-DD HH:mm"
        w={170}
      />
    </>
  );
}
