import { Input } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { FieldPath } from 'react-hook-form';
import { LazyCodeEditor } from '@/components/LazyCodeEditor';
import { useShownField } from '@/components/form/shown-errors';
import type { ActionFormValues } from './action-form';

interface Props {
  name: FieldPath<ActionFormValues>;
  /** Accessible name of the editor. */
  label: string;
  visibleLabel?: string;
  hint?: ReactNode;
  singleLine?: boolean;
  placeholder?: string;
}

/** A Groovy script of the form in the shared CodeMirror editor, with its hint and error. */
export function ScriptField({ name, label, visibleLabel, hint, singleLine, placeholder }: Props) {
  const { field, error: shownError } = useShownField<ActionFormValues>(name);
  const error = shownError?.message;
  const id = useId();
  return (
    <Input.Wrapper
      // The error summary's link finds the editor by it (focusField).
      data-field={name}
      label={visibleLabel}
      description={hint}
      error={error}
      descriptionProps={{ id: `${id}-hint` }}
      errorProps={{ id: `${id}-error` }}
    >
      <LazyCodeEditor
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        label={label}
        singleLine={singleLine}
        placeholder={placeholder}
        invalid={Boolean(error)}
        describedBy={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
      />
    </Input.Wrapper>
  );
}
