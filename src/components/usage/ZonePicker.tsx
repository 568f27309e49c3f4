import { Button, Group } from '@mantine/core';
import { useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { inputClass, PlainField } from '@/components/plain/PlainField';
import { PlainChevron } from '@/components/plain/PlainSelect';
import { formatOffset } from '@/api/rules/time-zone-names';
import { zoneOffset } from '@/api/rules/time-zones';
import type { ZoneSelectProps } from './ZoneSelect';

interface ZonePickerProps {
  value: string;
  onChange: (tz: string) => void;
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

/** A zone as the picker names it: "Europe/Kyiv (+02:00)", "UTC+05:30", "UTC (+00:00)". */
function zoneLabel(tz: string, now: number): string {
  if (tz === 'UTC') return 'UTC (+00:00)';
  if (/^[+-]/.test(tz)) return `UTC${tz}`;
  return `${(RENAMED[tz] ?? tz).replaceAll('_', ' ')} (${formatOffset(zoneOffset(tz, now))})`;
}

/** Set once the searchable list's module has loaded: later pickers draw it at once. */
let loaded: ComponentType<ZoneSelectProps> | undefined;
const loadZoneSelect = () =>
  import('./ZoneSelect').then((m) => {
    loaded = m.ZoneSelect;
    return m.ZoneSelect;
  });

/** Keys that open a combobox. */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

/**
 * The histogram's time zone: a searchable list of IANA zones with their offsets now, fixed
 * `±HH:MM` offsets, UTC (ZoneSelect), and the browser's zone one click away. Mantine's Select
 * brings its combobox, popover, Floating UI and scroll area (~30 kB gzip, more than a third of
 * the dashboard); they load when the pointer or the focus first comes to the field, which until
 * then is a read-only stand-in in the same look, naming the chosen zone.
 */
export function ZonePicker({ value, onChange }: ZonePickerProps) {
  const browser = browserZone();
  const [Select, setSelect] = useState(() => loaded);
  // Whether the stand-in had the focus when the list took its place.
  const [focused, setFocused] = useState(false);
  const standIn = useRef<HTMLInputElement>(null);
  const id = useId();
  const load = () => {
    void loadZoneSelect().then((component) => {
      setFocused(document.activeElement === standIn.current);
      setSelect(() => component);
    });
  };
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      {Select ? (
        <Select
          value={value}
          onChange={onChange}
          browser={browser}
          label={zoneLabel}
          focused={focused}
        />
      ) : (
        <PlainField id={id} label="Time zone" w={260} right={<PlainChevron />} select>
          <input
            ref={standIn}
            id={id}
            className={inputClass}
            data-variant="default"
            readOnly
            // Closed, with no list yet: Mantine's Select names no aria-controls either.
            // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
            role="combobox"
            aria-expanded={false}
            aria-haspopup="listbox"
            value={zoneLabel(value, Date.now())}
            onPointerEnter={load}
            onFocus={load}
            onKeyDown={(e: KeyboardEvent) => {
              // The list opens with the focus once loaded; the key must not scroll the page.
              if (OPENING_KEYS.has(e.key)) e.preventDefault();
            }}
          />
        </PlainField>
      )}
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
