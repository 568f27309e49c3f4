import segmentedClasses from '@mantine-classes/SegmentedControl/SegmentedControl.module.mjs';
import { useId, type CSSProperties } from 'react';

/**
 * Mantine's SegmentedControl drawn by Mantine's own rules, without its JS: the look Mantine gives
 * it before its script has measured anything (the selected segment's background is the label's
 * `::before`, not the floating indicator). Mantine's indicator measures its segment's box after
 * every render of every control, and each measure forces a layout: the usage dashboard's four
 * controls cost ~30 ms of layouts at 1× on its first render. What is lost is the indicator's
 * slide between segments. `plain.test.tsx` compares the markup with Mantine's.
 */
const c = segmentedClasses as Record<'root' | 'control' | 'input' | 'label' | 'innerLabel', string>;

/** What Mantine's variables resolver sets without a colour. */
const SHADOW = { '--sc-shadow': 'var(--mantine-shadow-xs)' } as CSSProperties;

interface PlainSegmentedControlProps<V extends string> {
  data: readonly { value: V; label: string; disabled?: boolean }[];
  value: V;
  onChange: (value: V) => void;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

export function PlainSegmentedControl<V extends string>({
  data,
  value,
  onChange,
  ...aria
}: PlainSegmentedControlProps<V>) {
  const name = useId();
  return (
    <div
      {...aria}
      className={c.root}
      role="radiogroup"
      data-with-items-borders="true"
      // Never wider than its row (a phone): it scrolls sideways in it instead of pushing the page.
      style={{ ...SHADOW, maxWidth: '100%', overflowX: 'auto', scrollbarWidth: 'none' }}
    >
      {data.map((item) => {
        const active = item.value === value;
        const id = `${name}-${item.value}`;
        return (
          <div key={item.value} className={c.control} data-active={active || undefined}>
            <input
              className={c.input}
              disabled={item.disabled}
              type="radio"
              name={name}
              value={item.value}
              id={id}
              checked={active}
              onChange={() => onChange(item.value)}
              // The theme's focus ring (Mantine's default): on keyboard focus only.
              data-focus-ring="auto"
            />
            <label
              className={c.label}
              htmlFor={id}
              data-active={(active && !item.disabled) || undefined}
              data-disabled={item.disabled || undefined}
            >
              <span className={c.innerLabel}>{item.label}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}
