import '@mantine/dates/styles.layer.css';
import { Button, Group } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useState } from 'react';
import { fromWall, toWall } from '@/lib/zone-time';
import { dateTimeNames } from '../date-time-labels';

interface CustomRangeProps {
  from: number;
  to: number;
  tz: string;
  onApply: (from: number, to: number) => void;
}

/** From and to as date-times in the chosen zone; heavy (the date pickers), so loaded lazily. */
export function CustomRange({ from, to, tz, onApply }: CustomRangeProps) {
  const [start, setStart] = useState<string | null>(toWall(from, tz));
  const [end, setEnd] = useState<string | null>(toWall(to, tz));
  const a = start ? fromWall(start, tz) : null;
  const b = end ? fromWall(end, tz) : null;
  const inverted = a !== null && b !== null && a >= b;
  return (
    <Group align="flex-start" gap="xs">
      <DateTimePicker
        {...dateTimeNames('From', start)}
        label="From"
        w={200}
        value={start}
        onChange={setStart}
        valueFormat="YYYY-MM-DD HH:mm"
        withSeconds={false}
      />
      <DateTimePicker
        {...dateTimeNames('To', end)}
        label="To"
        w={200}
        value={end}
        onChange={setEnd}
        valueFormat="YYYY-MM-DD HH:mm"
        error={inverted ? 'To must be after From' : undefined}
      />
      <Button
        mt={25}
        variant="default"
        disabled={a === null || b === null || inverted}
        onClick={() => a !== null && b !== null && onApply(a, b)}
      >
        Apply range
      </Button>
    </Group>
  );
}
