import { Button, Group, Select } from '@mantine/core';
import { useMemo, useState } from 'react';
import { formatOffset } from '@/api/rules/time-zone-names';
import { zoneOffset } from '@/api/rules/time-zones';

interface ZonePickerProps {
  value: string;
  onChange: (tz: string) => void;
}

/** Every whole and half hour from −12:00 to +14:00, and the three quarter-hour offsets in use. */
function offsets(): string[] {
  const out: number[] = [];
  for (let m = -12 * 60; m <= 14 * 60; m += 30) out.push(m);
  out.push(5 * 60 + 45, 8 * 60 + 45, 12 * 60 + 45);
  return out
    .filter((m) => m !== 0)
    .sort((a, b) => a - b)
    .map((m) => formatOffset(m * 60_000));
}

const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Old names some runtimes (Chromium's ICU) still list first: shown by today's names. */
const RENAMED: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'America/Godthab': 'America/Nuuk',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
};

function label(tz: string, now: number): string {
  if (tz === 'UTC') return 'UTC (+00:00)';
  if (/^[+-]/.test(tz)) return `UTC${tz}`;
  return `${(RENAMED[tz] ?? tz).replaceAll('_', ' ')} (${formatOffset(zoneOffset(tz, now))})`;
}

/**
 * The histogram's time zone: a searchable list of IANA zones with their offsets now, fixed
 * `±HH:MM` offsets, UTC, and the browser's zone one click away. The full list is built only
 * when the list opens (an offset per zone costs an Intl lookup).
 */
export function ZonePicker({ value, onChange }: ZonePickerProps) {
  const [opened, setOpened] = useState(false);
  const browser = browserZone();
  const data = useMemo(() => {
    const now = Date.now();
    const item = (tz: string) => ({ value: tz, label: label(tz, now) });
    if (!opened) return [item(value)];
    // The chosen zone stays in the list even when it is an alias the runtime does not list.
    const common = [...new Set(['UTC', browser, value])];
    const rest = (list: string[]) => list.filter((z) => !common.includes(z));
    return [
      { group: 'Common', items: common.map(item) },
      { group: 'Offsets', items: rest(offsets()).map(item) },
      { group: 'Zones', items: rest(Intl.supportedValuesOf('timeZone')).map(item) },
    ];
  }, [opened, value, browser]);
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Select
        label="Time zone"
        searchable
        w={260}
        data={data}
        value={value}
        onChange={(v) => v && onChange(v)}
        onDropdownOpen={() => setOpened(true)}
        allowDeselect={false}
        nothingFoundMessage="No such zone"
        maxDropdownHeight={320}
        comboboxProps={{ withinPortal: true }}
      />
      {value !== browser && browser !== 'UTC' && (
        <Button variant="subtle" size="sm" onClick={() => onChange(browser)}>
          {`Use mine (${browser.split('/').pop()?.replaceAll('_', ' ') ?? browser})`}
        </Button>
      )}
      {value !== 'UTC' && (
        <Button variant="subtle" size="sm" onClick={() => onChange('UTC')}>
          UTC
        </Button>
      )}
    </Group>
  );
}
