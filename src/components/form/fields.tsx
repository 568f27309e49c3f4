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
type Bound<T extends FieldValues, P> = P & { control: Control<T>; name: FieldPath<T> };

export function TextField<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, Omit<TextInputProps, 'name'>>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextInput
      {...props}
      name={field.name}
      ref={field.ref}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(e) => field.onChange(e.currentTarget.value)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

export function TextareaField<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, Omit<TextareaProps, 'name'>>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Textarea
      {...props}
      name={field.name}
      ref={field.ref}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(e) => field.onChange(e.currentTarget.value)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

export function TagsField<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, Omit<TagsInputProps, 'name'>>) {
  const { field, fieldState } = useController({ control, name });
  // Errors of single tags (tags.2) are reported on the input as a whole.
  const itemError = firstMessage(fieldState.error);
  return (
    <TagsInput
      {...props}
      name={field.name}
      ref={field.ref}
      value={toStrings(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message ?? itemError}
    />
  );
}

export function SelectField<T extends FieldValues>({
  control,
  name,
  ...props
}: Bound<T, Omit<SelectProps, 'name'>>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Select
      {...props}
      name={field.name}
      ref={field.ref}
      value={typeof field.value === 'string' ? field.value : null}
      onChange={(v) => field.onChange(v)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

function toStrings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** The first message of an array field's per-item errors. */
function firstMessage(error: unknown): string | undefined {
  if (!Array.isArray(error)) return undefined;
  for (const e of error as unknown[]) {
    if (typeof e === 'object' && e !== null && 'message' in e && typeof e.message === 'string')
      return e.message;
  }
  return undefined;
}
