import {
  Select,
  type ComboboxItem,
  type ComboboxParsedItem,
  type OptionsFilter,
} from '@mantine/core';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { formatOffset } from '@/api/rules/time-zone-names';

export interface ZoneSelectProps {
  value: string;
  onChange: (tz: string) => void;
  /** The browser's zone, listed first with UTC and the chosen one. */
  browser: string;
  /** How a zone is named (the stand-in's names, passed in: one module fewer to fetch). */
  label: (tz: string, now: number) => string;
  /** The stand-in it replaces had the focus (see ZonePicker): the focus moves over. */
  focused?: boolean;
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

/** Case, `_` and spaces aside: "america/new_york" finds "America/New York (−05:00)". */
const loose = (s: string) =>
  s
    .toLowerCase()
    .replace(/[_\s]+/g, ' ')
    .trim();

/** Matches the search against a zone's label and its IANA name alike. */
const zoneFilter: OptionsFilter = ({ options, search }) => {
  const q = loose(search);
  const fits = (o: ComboboxItem) => loose(o.label).includes(q) || loose(o.value).includes(q);
  return options.flatMap((o): ComboboxParsedItem[] => {
    if (!('group' in o)) return fits(o) ? [o] : [];
    const items = o.items.filter(fits);
    return items.length ? [{ ...o, items }] : [];
  });
};

/**
 * The searchable list of IANA zones with their offsets now, fixed `±HH:MM` offsets and UTC. The
 * full list is built only when the list opens (an offset per zone costs an Intl lookup).
 */
export function ZoneSelect({ value, onChange, browser, label, focused }: ZoneSelectProps) {
  const [listed, setListed] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // It takes the place of the stand-in the user just focused or opened: the focus moves over,
  // which opens the list (openOnFocus below).
  useEffect(() => {
    if (focused) input.current?.focus();
    // Only on mounting: later renders keep wherever the focus went.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // Mantine's input learns the list's id once the list has mounted and says aria-expanded only
  // with it: one more render after the first opening (a click's own events bring one; the focus
  // above does not).
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (listed) rerender();
  }, [listed]);
  const data = useMemo(() => {
    const now = Date.now();
    const item = (tz: string) => ({ value: tz, label: label(tz, now) });
    if (!listed) return [item(value)];
    // The chosen zone stays in the list even when it is an alias the runtime does not list.
    const common = [...new Set(['UTC', browser, value])];
    const rest = (list: string[]) => list.filter((z) => !common.includes(z));
    return [
      { group: 'Common', items: common.map(item) },
      { group: 'Offsets', items: rest(offsets()).map(item) },
      { group: 'Zones', items: rest(Intl.supportedValuesOf('timeZone')).map(item) },
    ];
  }, [listed, value, browser, label]);
  return (
    <Select
      ref={input}
      label="Time zone"
      searchable
      w={260}
      data={data}
      value={value}
      onChange={(v) => v && onChange(v)}
      onDropdownOpen={() => setListed(true)}
      allowDeselect={false}
      filter={zoneFilter}
      // Unlike the forms' selects (src/styles/theme.ts), it opens on focus: the focus comes to it
      // from the stand-in the user clicked or tabbed to, and that was the request to open it.
      openOnFocus
      // The chosen zone's name is selected as the list opens: typing replaces it ("UTC (+00:00)"
      // followed by what was typed found no zone).
      onFocus={(e) => e.currentTarget.select()}
      nothingFoundMessage="No such zone"
      maxDropdownHeight={320}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
