import { Alert, Button, Group, Stack } from '@mantine/core';
import { useRef, type BaseSyntheticEvent, type ReactNode } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormProvider } from 'react-hook-form';
import { FieldLabelsContext } from './labels-context';
import { formatDateTime } from '@/lib/format';
import { FormErrorSummary } from './FormErrorSummary';
import { focusField, useFirstErrorFocus } from './first-error-focus';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import type { ResourceForm } from './use-resource-form';

interface FormShellProps<In extends FieldValues, Out> {
  kit: ResourceForm<In, Out>;
  /** `kit.submit(save, after)`. */
  onSubmit: (e?: BaseSyntheticEvent) => Promise<void>;
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  onCancel?: () => void;
  /** "Not saved" (default) or "Not sent". */
  failure?: string;
  /** Extra buttons beside submit and cancel (Discard draft). */
  extraButtons?: ReactNode;
  /** In a FormModal: no route guard (the dialog asks on close), buttons at the end. */
  inDialog?: boolean;
  /** Ask before leaving with unsaved changes (default: outside dialogs). */
  guard?: boolean;
  /** Disable submit beyond the pending state (an unticked confirmation). */
  submitDisabled?: boolean;
  /** In place of the error summary: a form that explains a refusal of its own (a lockout). */
  summary?: ReactNode;
  children: ReactNode;
}

/**
 * A form's frame: the error summary (in the user's words), a lost-update warning, the fields,
 * the buttons, and the unsaved-changes guard that lets go once a save went through.
 */
export function FormShell<In extends FieldValues, Out>({
  kit,
  onSubmit,
  label,
  submitLabel,
  onCancel,
  failure,
  extraButtons,
  inDialog = false,
  guard = !inDialog,
  submitDisabled,
  summary,
  children,
}: FormShellProps<In, Out>) {
  const { form, stale } = kit;
  const pending = form.formState.isSubmitting;
  const formRef = useRef<HTMLFormElement>(null);
  useFirstErrorFocus(formRef, form.formState.submitCount, kit.clientErrors.length > 0);
  return (
    <FormProvider {...form}>
      <FieldLabelsContext value={kit.labels}>
        <form
          ref={formRef}
          onSubmit={(e) => {
            // A dialog's form sits in its host form's React tree (through the portal): its
            // submit event must not submit the host too (a new destination from a detector form).
            e.stopPropagation();
            void onSubmit(e);
          }}
          noValidate
          aria-label={label}
        >
          {guard && <UnsavedChangesGuard when={form.formState.isDirty && !kit.saved} />}
          <Stack gap="md">
            {summary ?? (
              <FormErrorSummary
                error={kit.submitError}
                clientErrors={kit.clientErrors}
                labels={kit.labels}
                failure={failure}
                standing={kit.standing}
                fieldOf={kit.fieldOf}
                goTo={(path) =>
                  focusField(formRef.current, path, () => form.setFocus(path as FieldPath<In>))
                }
              />
            )}
            {stale && (
              <Alert
                color="orange"
                variant="light"
                role="alert"
                title="Changed since you opened it"
              >
                <Stack gap="xs" align="flex-start">
                  {`Someone saved a newer version${stale.updatedAt ? ` at ${formatDateTime(stale.updatedAt)}` : ''}. Your edits are still here and were not saved.`}
                  <Group gap="xs">
                    <Button size="xs" variant="default" onClick={() => window.location.reload()}>
                      Discard mine and load theirs
                    </Button>
                    <Button size="xs" color="orange" onClick={kit.overwrite}>
                      Save mine over theirs
                    </Button>
                  </Group>
                </Stack>
              </Alert>
            )}
            {children}
            <Group justify={inDialog ? 'flex-end' : 'flex-start'}>
              {inDialog && extraButtons}
              {inDialog && onCancel && (
                <Button variant="default" onClick={onCancel} disabled={pending}>
                  Cancel
                </Button>
              )}
              <Button type="submit" loading={pending} disabled={pending || submitDisabled}>
                {submitLabel}
              </Button>
              {!inDialog && onCancel && (
                <Button variant="default" onClick={onCancel} disabled={pending}>
                  Cancel
                </Button>
              )}
              {!inDialog && extraButtons}
            </Group>
          </Stack>
        </form>
      </FieldLabelsContext>
    </FormProvider>
  );
}
