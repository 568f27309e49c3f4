import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { parseServiceErrors } from '@/lib/server-errors';
import { fieldMessages } from './field-messages';

/**
 * The save step every form shares: a failure puts the service's errors on the fields they name
 * and keeps the whole error for the summary; the typed values stay as they are.
 */
export function useServiceSubmit<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError' | 'formState'>,
  toField: (formPath: string) => FieldPath<T> | null,
) {
  const [submitError, setSubmitError] = useState<unknown>(null);
  const clientErrors = form.formState.isSubmitted ? fieldMessages(form.formState.errors) : [];

  const run = async (save: () => Promise<unknown>): Promise<void> => {
    setSubmitError(null);
    try {
      await save();
    } catch (error) {
      for (const e of parseServiceErrors(error, (p) => toField(p) !== null)) {
        const field = e.field ? toField(e.field) : null;
        if (field) form.setError(field, { type: 'server', message: e.message });
      }
      setSubmitError(error);
    }
  };

  return { submitError, clientErrors, run };
}

/** For flat forms: a service path names a field when its first segment is one of the form's. */
export function topLevelField<T extends FieldValues>(fields: readonly string[]) {
  // The first segment was checked against the form's own field names just before.
  return (p: string): FieldPath<T> | null =>
    fields.includes(p.split('.')[0] ?? '') ? (p as FieldPath<T>) : null;
}
