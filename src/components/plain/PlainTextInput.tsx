import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { inputClass, PlainField, type FieldLook } from './PlainField';

type PlainTextInputProps = FieldLook &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & { leftSection?: ReactNode };

/** A text `<input>` in Mantine's TextInput look, without its JS (mantine.ts). */
export function PlainTextInput({ label, size, w, leftSection, id, ...props }: PlainTextInputProps) {
  const own = useId();
  const inputId = id ?? own;
  return (
    <PlainField id={inputId} label={label} size={size} w={w} left={leftSection}>
      <input {...props} id={inputId} className={inputClass} data-variant="default" />
    </PlainField>
  );
}
