import { Input, SegmentedControl } from '@mantine/core';
import { useController, useFormContext } from 'react-hook-form';
import { SEVERITY_PRESETS, severityLabel } from '@/lib/severity';
import type { ConfigField } from './config-form';

/**
 * Severity, last in the form as in the real console: Auto / Info / Low / Medium / High /
 * Critical (-1 … 0.75). A stored number that is no preset stays selectable, labelled by its
 * lower bound ("Medium · 0.3"), so editing a detector never changes it silently.
 */
export function SeverityField({ field, path }: { field: ConfigField; path: string }) {
  const { control } = useFormContext();
  const { field: f, fieldState } = useController({ control, name: path });
  const value = typeof f.value === 'string' ? f.value : String(SEVERITY_PRESETS[0].value);
  const presets = SEVERITY_PRESETS.map((p) => ({ value: String(p.value), label: p.label }));
  const custom = presets.some((p) => p.value === value)
    ? []
    : [{ value, label: `${severityLabel(Number(value))} · ${value}` }];
  const id = `${path}-label`;
  return (
    <Input.Wrapper
      label={field.title}
      // The schema's text explains the numbers (-1; 0..1 by lower bounds) that this control
      // shows by their names.
      description="Auto lets the detector grade each alert; a level gives every alert that severity."
      error={fieldState.error?.message}
      id={id}
    >
      <SegmentedControl
        mt={4}
        aria-labelledby={id}
        data={[...presets, ...custom]}
        value={value}
        onChange={f.onChange}
        fullWidth
      />
    </Input.Wrapper>
  );
}
