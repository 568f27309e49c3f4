import { useState } from 'react';
import {
  useController,
  useFormContext,
  useFormState,
  type Control,
  type FieldError,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';

/** A field in a list's row: `alerts.1.name`, `detectors.0.scriptFilter`. */
export function inRow(path: string): boolean {
  return /\.\d+(\.|$)/.test(path);
}

/**
 * An error shown once the field has been edited or left (`handled`), the form submitted, or the
 * service named it.
 */
export function errorShownOnceLeft(
  error: FieldError | undefined,
  handled: boolean,
  submitted: boolean,
): boolean {
  return Boolean(error) && (handled || submitted || error?.type === 'server');
}

/**
 * Whether a field's error shows. The kit's forms validate on change, so a field's error comes
 * with its own edits. Adding or removing a row validates the whole list (react-hook-form), so a
 * row just added already has errors (and counts as dirty: it is not in the defaults). It is not
 * yet wrong: a row's field shows its errors once edited or left, submitted, or named by the
 * service.
 */
export function errorShown(
  path: string,
  error: FieldError | undefined,
  handled: boolean,
  submitted: boolean,
): boolean {
  return Boolean(error) && (!inRow(path) || errorShownOnceLeft(error, handled, submitted));
}

/**
 * A bound field's error once shown (errorShown), and its change handler, which marks the field
 * edited by the user: react-hook-form's own dirty state cannot tell a row just added from one
 * typed into.
 */
export function useShownError<T extends FieldValues, TT>(
  name: FieldPath<T>,
  control: Control<T, unknown, TT>,
  state: { error?: FieldError; isTouched: boolean },
  onChange: (...event: unknown[]) => void,
) {
  const [edited, setEdited] = useState(false);
  // Its own subscription: a submit re-renders the field even when its error stays the same.
  const { isSubmitted } = useFormState({ control });
  const shown = errorShown(name, state.error, edited || state.isTouched, isSubmitted);
  return {
    error: shown ? state.error : undefined,
    onChange: (...event: unknown[]) => {
      setEdited(true);
      onChange(...event);
    },
  };
}

const isFieldError = (value: object): value is FieldError =>
  typeof (value as { type?: unknown }).type === 'string';

/** Whether any error in a part of the form at `path` is shown (a step's or section's flag). */
export function anyErrorShown(
  path: string,
  error: unknown,
  touched: unknown,
  submitted: boolean,
): boolean {
  if (!error || typeof error !== 'object') return false;
  if (isFieldError(error)) return errorShown(path, error, anyTouched(touched), submitted);
  const under = touched && typeof touched === 'object' ? (touched as Record<string, unknown>) : {};
  return Object.entries(error).some(([key, inner]) =>
    anyErrorShown(`${path}.${key}`, inner, under[key], submitted),
  );
}

/** A field left, or any field left inside a group or row. */
function anyTouched(touched: unknown): boolean {
  if (touched === true) return true;
  if (!touched || typeof touched !== 'object') return false;
  return Object.values(touched).some(anyTouched);
}

/** A field of the form in context, with its error once shown (errorShown). */
export function useShownField<T extends FieldValues>(name: FieldPath<T>) {
  const { control } = useFormContext<T>();
  const { field, fieldState } = useController({ control, name });
  const { error, onChange } = useShownError(name, control, fieldState, field.onChange);
  return { field: { ...field, onChange }, error };
}
