import { Badge, TextInput, Textarea } from '@mantine/core';
import { useController, type FieldPath, type FieldValues } from 'react-hook-form';
import type { AnyControl } from '@/components/form/fields';
import { isJsonType, solidityPlaceholder, type SolidityParam } from '@/lib/solidity-types';

interface Props<T extends FieldValues, TT> {
  control: AnyControl<T, TT>;
  name: FieldPath<T>;
  param: string;
  input: SolidityParam;
}

/** One function input: labelled with its name and Solidity type, JSON inputs get a text area. */
export function ParamInput<T extends FieldValues, TT = T>({
  control,
  name,
  param,
  input,
}: Props<T, TT>) {
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  const label = (
    <>
      {param}{' '}
      <Badge component="span" variant="light" size="sm" tt="none" ff="monospace">
        {input.type}
      </Badge>
    </>
  );
  const common = {
    name: field.name,
    ref: field.ref,
    value,
    onBlur: field.onBlur,
    error: fieldState.error?.message,
    label,
    'aria-label': `${param} (${input.type})`,
    placeholder: solidityPlaceholder(input),
    required: true,
    ff: 'monospace',
  };
  return isJsonType(input.type) ? (
    <Textarea
      {...common}
      autosize
      minRows={2}
      maxRows={8}
      description="JSON: an array for [], an object (or array) of the fields for a tuple"
      onChange={(e) => field.onChange(e.currentTarget.value)}
    />
  ) : (
    <TextInput {...common} onChange={(e) => field.onChange(e.currentTarget.value)} />
  );
}
