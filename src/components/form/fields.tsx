import {
  Select,
  TagsInput,
  TextInput,
  Textarea,
  type SelectProps,
  type TagsInputProps,
  type TextInputProps,
  type TextareaProps,
} from '@mantine/core';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** Mantine inputs bound to react-hook-form: value, change, blur, ref and the field's error. */
type Bound<T extends FieldValues, P> = Omit<P, 'name'> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** The props every bound input shares; `read` turns the form value into the input's value. */
function useBound<T extends FieldValues, V>(
  control: Control<T>,
  name: FieldPath<T>,
  read: (v: unknown) => V,
) {
  const { field, fieldState } = useController({ control, name });
  return {
    name: field.name,
    ref: field.ref,
    value: read(field.value),
    onBlur: field.onBlur,
    error: fieldState.error?.message ?? firstMessage(fieldState.error),
    onValue: field.onChange as (value: unknown) => void,
  };
}

const asText = (v: unknown) => (typeof v === 'string' ? v : '');
const asStrings = (v: unknown) =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
const asOption = (v: unknown) => (typeof v === 'string' ? v : null);

export function TextField<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, TextInputProps>) {
  const { onValue, ...bound } = useBound(control, name, asText);
  return <TextInput {...props} {...bound} onChange={(e) => onValue(e.currentTarget.value)} />;
}

export function TextareaField<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, TextareaProps>) {
  const { onValue, ...bound } = useBound(control, name, asText);
  return <Textarea {...props} {...bound} onChange={(e) => onValue(e.currentTarget.value)} />;
}

export function TagsField<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, TagsInputProps>) {
  const { onValue, ...bound } = useBound(control, name, asStrings);
  return <TagsInput {...props} {...bound} onChange={onValue} />;
}

export function SelectField<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, SelectProps>) {
  const { onValue, ...bound } = useBound(control, name, asOption);
  return <Select {...props} {...bound} onChange={onValue} />;
}

/** Array fields (tags.2) report per-item errors: show the first on the input as a whole. */
function firstMessage(error: unknown): string | undefined {
  if (!Array.isArray(error)) return undefined;
  for (const e of error as unknown[]) {
    if (typeof e === 'object' && e !== null && 'message' in e && typeof e.message === 'string')
      return e.message;
  }
  return undefined;
}
