import {
  useController,
  useFormContext,
  useFormState,
  type FieldError,
  type FieldPath,
} from 'react-hook-form';
import type { ActionFormValues } from './action-form';

/**
 * When the builder shows an error. The form validates on change, and adding or removing a binding
 * validates the whole list (react-hook-form), so a row just added already has errors, and counts
 * as edited (it is not in the defaults). It is not yet wrong: its errors show once a field has
 * been left, the form submitted, or the service named it.
 */
export function errorShown(
  error: FieldError | undefined,
  touched: boolean,
  submitted: boolean,
): boolean {
  return Boolean(error) && (touched || submitted || error?.type === 'server');
}

const isFieldError = (value: object): value is FieldError =>
  typeof (value as { type?: unknown }).type === 'string';

/** Whether any error in a (nested) part of the form is shown: the step list's flag. */
export function anyErrorShown(error: unknown, touched: unknown, submitted: boolean): boolean {
  if (!error || typeof error !== 'object') return false;
  if (isFieldError(error)) return errorShown(error, anyTouched(touched), submitted);
  const under = touched && typeof touched === 'object' ? (touched as Record<string, unknown>) : {};
  return Object.entries(error).some(([key, inner]) => anyErrorShown(inner, under[key], submitted));
}

/** A field left, or any field left inside a group or row. */
function anyTouched(touched: unknown): boolean {
  if (touched === true) return true;
  if (!touched || typeof touched !== 'object') return false;
  return Object.values(touched).some(anyTouched);
}

/** A builder field bound to the form, with its error message once shown. */
export function useShownField(name: FieldPath<ActionFormValues>) {
  const { control } = useFormContext<ActionFormValues>();
  const { field, fieldState } = useController({ control, name });
  // Its own subscription: a submit re-renders the field even when its error stays the same.
  const { isSubmitted } = useFormState({ control });
  const shown = errorShown(fieldState.error, fieldState.isTouched, isSubmitted);
  return { field, error: shown ? fieldState.error?.message : undefined };
}
