import {
  MultiSelect,
  Select,
  TagsInput,
  TextInput,
  Textarea,
  type MultiSelectProps,
  type SelectProps,
  type TagsInputProps,
  type TextInputProps,
  type TextareaProps,
} from '@mantine/core';
import { use } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldLabelsContext } from './labels-context';
import { userMessage } from './messages';
import { useShownError } from './shown-errors';

/**
 * A form's control, whatever its schema's output type: the wrappers only read and write the
 * input values, so they accept a control of any transformed-values type.
 */
export type AnyControl<T extends FieldValues, TT = T> = Control<T, unknown, TT>;

/**
 * Mantine inputs bound to react-hook-form: value, change, blur, ref and the field's error. The
 * binding owns those props, so they cannot be passed (an `onBlur` given here was silently
 * replaced by the field's own: the trigger form's decimals never followed its token).
 */
type Bound<T extends FieldValues, P, TT> = Omit<
  P,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'
> & {
  control: AnyControl<T, TT>;
  name: FieldPath<T>;
};

/** The props every bound input shares; `read` turns the form value into the input's value. */
function useBound<T extends FieldValues, V, TT>(
  control: AnyControl<T, TT>,
  name: FieldPath<T>,
  read: (v: unknown) => V,
) {
  const { field, fieldState } = useController({ control, name });
  const { error, onChange } = useShownError(name, control, fieldState, field.onChange);
  const labels = use(FieldLabelsContext);
  const message = fieldErrorMessage(error);
  return {
    name: field.name,
    ref: field.ref,
    value: read(field.value),
    onBlur: field.onBlur,
    // In the summary's words: "Name is required", not the rule's "name is required".
    error: message && userMessage(name, message, labels),
    onValue: onChange,
  };
}

const asText = (v: unknown) => (typeof v === 'string' ? v : '');
const asStrings = (v: unknown) =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
// '' is no choice: Mantine's Select clears its text for null only, and kept showing the last
// option's label when a form emptied the field (the trigger's event after a contract change).
const asOption = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

export function TextField<T extends FieldValues, TT = T>({
  control,
  name,
  keep,
  ...props
}: Bound<T, TextInputProps, TT> & {
  /** What of a keystroke or paste the field takes (a code's digits): the rest never shows. */
  keep?: (text: string) => string;
}) {
  const { onValue, ...bound } = useBound(control, name, asText);
  return (
    <TextInput
      {...props}
      {...bound}
      onChange={(e) => onValue(keep ? keep(e.currentTarget.value) : e.currentTarget.value)}
    />
  );
}

export function TextareaField<T extends FieldValues, TT = T>({
  control,
  name,
  ...props
}: Bound<T, TextareaProps, TT>) {
  const { onValue, ...bound } = useBound(control, name, asText);
  return <Textarea {...props} {...bound} onChange={(e) => onValue(e.currentTarget.value)} />;
}

export function TagsField<T extends FieldValues, TT = T>({
  control,
  name,
  ...props
}: Bound<T, TagsInputProps, TT>) {
  const { onValue, ...bound } = useBound(control, name, asStrings);
  return <TagsInput {...props} {...bound} onChange={onValue} />;
}

export function SelectField<T extends FieldValues, TT = T>({
  control,
  name,
  ...props
}: Bound<T, SelectProps, TT>) {
  const { onValue, ...bound } = useBound(control, name, asOption);
  return <Select {...props} {...bound} onChange={onValue} />;
}

export function MultiSelectField<T extends FieldValues, TT = T>({
  control,
  name,
  ...props
}: Bound<T, MultiSelectProps, TT>) {
  const { onValue, ...bound } = useBound(control, name, asStrings);
  return <MultiSelect {...props} {...bound} onChange={onValue} />;
}

/**
 * An input's message from its field's error: its own, an array's own rule (minItems, at `root`),
 * or for an array whose items failed (tags.2) the first item's, shown on the input as a whole.
 */
export function fieldErrorMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  if ('root' in error) return fieldErrorMessage(error.root);
  if (!Array.isArray(error)) return undefined;
  for (const e of error as unknown[]) {
    const message = fieldErrorMessage(e);
    if (message) return message;
  }
  return undefined;
}

/** A record's status as a form offers it: active or disabled (delete is its own button). */
export function StatusField<T extends FieldValues, TT = T>(
  props: Omit<Bound<T, SelectProps, TT>, 'data' | 'label'> & { label?: string },
) {
  return (
    <SelectField
      label="Status"
      data={['ACTIVE', 'DISABLED']}
      allowDeselect={false}
      w={180}
      {...props}
    />
  );
}
