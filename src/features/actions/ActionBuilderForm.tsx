import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Grid, Group, Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import type { CreateAction } from '@/api/action/schemas';
import { CreateActionSchema } from '@/api/action/schemas';
import { FormErrorSummary } from '@/components/form/FormErrorSummary';
import { UnsavedChangesGuard } from '@/components/form/UnsavedChangesGuard';
import { fieldMessages } from '@/components/form/field-messages';
import { formatDateTime } from '@/lib/format';
import { parseServiceErrors } from '@/lib/server-errors';
import { ActionFormSchema, emptyAction, type ActionFormValues } from './action-form';
import { clearDraft, loadDraft, saveDraft } from './action-draft';
import { BasicsSection } from './BasicsSection';
import { BindingsSection } from './BindingsSection';
import { buildCreateAction, formPathOf } from './build-action-request';
import { DestinationsSection } from './DestinationsSection';
import { FunctionSection } from './FunctionSection';
import { GasSection } from './GasSection';
import { ReviewSection } from './ReviewSection';
import { StepNav } from './StepNav';
import { TargetSection } from './TargetSection';

interface Props {
  draftKey: string;
  /** Sends the body; call `allowLeave()` before navigating away after success. */
  onSubmit: (body: CreateAction, allowLeave: () => void) => Promise<unknown>;
  onCancel: () => void;
}

/** The action builder: one page of numbered steps, a draft kept locally, errors on their fields. */
export function ActionBuilderForm({ draftKey, onSubmit, onCancel }: Props) {
  const leaving = useRef(false);
  const [draft, setDraft] = useState(() => loadDraft(draftKey));
  const form = useForm<ActionFormValues>({
    resolver: zodResolver(ActionFormSchema),
    defaultValues: draft?.values ?? emptyAction,
    mode: 'onChange',
  });
  const { handleSubmit, setError, formState, reset, watch } = form;
  const [submitError, setSubmitError] = useState<unknown>(null);
  const clientErrors = formState.isSubmitted ? fieldMessages(formState.errors) : [];

  const persist = useDebouncedCallback((v: ActionFormValues) => saveDraft(draftKey, v), 400);
  useEffect(() => {
    const sub = watch((_v, { type }) => {
      // Only the user's edits start a draft; programmatic defaults (preselection) do not.
      if (type === 'change' || formState.isDirty) persist(form.getValues());
    });
    return () => sub.unsubscribe();
  }, [watch, persist, form, formState.isDirty]);

  const discard = () => {
    clearDraft(draftKey);
    setDraft(null);
    setSubmitError(null);
    reset(emptyAction);
  };

  const submit = handleSubmit(async (values) => {
    setSubmitError(null);
    const parsed = CreateActionSchema.safeParse(buildCreateAction(values));
    if (!parsed.success) {
      setSubmitError(new Error(parsed.error.issues.map((i) => i.message).join('; ')));
      return;
    }
    try {
      await onSubmit(parsed.data, () => {
        leaving.current = true;
        persist.cancel?.();
        clearDraft(draftKey);
      });
    } catch (error) {
      for (const e of parseServiceErrors(error, (p) => formPathOf(p) !== null)) {
        const path = e.field ? formPathOf(e.field) : null;
        if (path)
          setError(path as FieldPath<ActionFormValues>, { type: 'server', message: e.message });
      }
      setSubmitError(error);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Action builder">
        <UnsavedChangesGuard when={formState.isDirty} leaving={leaving} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 9 }}>
            <Stack gap="md">
              {draft && (
                <Alert
                  color="blue"
                  variant="light"
                  icon={<IconDeviceFloppy />}
                  title="Draft restored"
                >
                  <Group justify="space-between">
                    <Text size="sm">{`Your unsent action from ${formatDateTime(draft.savedAt)} is back.`}</Text>
                    <Button size="xs" variant="default" onClick={discard}>
                      Discard draft
                    </Button>
                  </Group>
                </Alert>
              )}
              <FormErrorSummary
                error={submitError}
                clientErrors={submitError ? [] : clientErrors}
              />
              <BasicsSection />
              <TargetSection />
              <FunctionSection />
              <GasSection />
              <BindingsSection />
              <DestinationsSection preselect={!draft} />
              <ReviewSection />
              <Group>
                <Button
                  type="submit"
                  loading={formState.isSubmitting}
                  disabled={formState.isSubmitting}
                >
                  Create action
                </Button>
                <Button variant="default" onClick={onCancel} disabled={formState.isSubmitting}>
                  Cancel
                </Button>
                {!draft && formState.isDirty && (
                  <Button variant="subtle" color="gray" onClick={discard}>
                    Discard draft
                  </Button>
                )}
              </Group>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 3 }} visibleFrom="lg">
            <Box pos="sticky" top={80}>
              <StepNav />
            </Box>
          </Grid.Col>
        </Grid>
      </form>
    </FormProvider>
  );
}
