import { Select, type ComboboxData, type SelectProps } from '@mantine/core';
import classes from './ListScreen.module.css';

interface SelectFilterProps<V extends string | number> {
  label: string;
  placeholder: string;
  /** Options (flat or grouped); their `value` is the URL value as text. */
  data: ComboboxData;
  value: V | undefined;
  /** Reads an option back into the URL's type (an id, an enum); undefined when it is none. */
  parse: (raw: string) => V | undefined;
  onChange: (value: V | undefined) => void;
  searchable?: boolean;
  w?: number;
  dropdownWidth?: number;
  /** Option rendering and an icon in the input (network icons of contract pickers). */
  display?: Pick<SelectProps, 'renderOption' | 'leftSection'>;
}

/**
 * A filter picked from a list (status, network, project, contract), always showing the URL's
 * value. A value the options do not hold yet (a project id from a shared link) still shows.
 */
export function SelectFilter<V extends string | number>({
  label,
  placeholder,
  data,
  value,
  parse,
  onChange,
  searchable,
  w = 160,
  dropdownWidth,
  display,
}: SelectFilterProps<V>) {
  const text = value === undefined ? null : String(value);
  const known = values(data).includes(text ?? '');
  const options: ComboboxData =
    text && !known ? [{ value: text, label: `${label} ${text}` }, ...data] : data;
  return (
    <Select
      {...display}
      label={label}
      placeholder={placeholder}
      data={options}
      value={text}
      onChange={(v) => onChange(v === null ? undefined : parse(v))}
      searchable={searchable}
      clearable
      w={w}
      classNames={{ input: classes.filterInput }}
      comboboxProps={dropdownWidth ? { width: dropdownWidth, position: 'bottom-start' } : undefined}
    />
  );
}

/** Every option value of flat or grouped select data. */
function values(data: readonly unknown[]): string[] {
  return data.flatMap((d): string[] => {
    if (typeof d === 'string') return [d];
    if (typeof d !== 'object' || d === null) return [];
    if ('items' in d && Array.isArray(d.items)) return values(d.items);
    return 'value' in d && typeof d.value === 'string' ? [d.value] : [];
  });
}
