import { Button, getDefaultZIndex, Group, JsonInput, Modal, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useController, useForm, type Control } from 'react-hook-form';
import { z } from 'zod';
import { useUpdateDocumentation } from '@/api/documentation/queries';
import { UpdateDocumentationSchema, type Documentation } from '@/api/documentation/schemas';
import { FormErrorSummary } from '@/components/form/FormErrorSummary';
import { TextField } from '@/components/form/fields';
import { parseJson } from '@/lib/json-text';
import classes from './DocumentationEditModal.module.css';
import { topLevelField, useServiceSubmit } from '@/components/form/use-service-submit';

/** params as text: valid JSON, and an object, checked as the user types. */
const ParamsText = z.string().superRefine((text, ctx) => {
  const r = parseJson(text);
  if (!r.ok) return ctx.addIssue({ code: 'custom', message: `not valid JSON: ${r.message}` });
  if (typeof r.value !== 'object' || r.value === null || Array.isArray(r.value))
    ctx.addIssue({ code: 'custom', message: 'params must be a JSON object ({ … })' });
});

const DocFormSchema = z.object({
  name: z.string().trim().min(1, { error: 'name is required' }),
  type: z.string().trim().min(1, { error: 'type is required' }),
  params: ParamsText,
});
type DocValues = z.input<typeof DocFormSchema>;
const toField = topLevelField<DocValues>(['name', 'type', 'params']);

function ParamsField({ control }: { control: Control<DocValues> }) {
  const { field, fieldState } = useController({ control, name: 'params' });
  return (
    <JsonInput
      ref={field.ref}
      name={field.name}
      label="Params (JSON object)"
      description="Validated as you type; invalid JSON is never saved"
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
      autosize
      minRows={8}
      maxRows={20}
      spellCheck={false}
      classNames={{ input: classes.input, error: classes.error }}
    />
  );
}

interface DocFormProps {
  doc: Documentation;
  /** Closes at once: after a save, or once the user chose to discard. */
  onClose: () => void;
  /** Cancel: closes, or asks first when there are unsaved edits. */
  onCancel: () => void;
  ref: Ref<DocFormHandle>;
}

interface DocFormHandle {
  /**
   * Whether the fields differ from the entry, read from the fields themselves: formState.isDirty
   * is only published once the async resolver has run, a moment after each keystroke.
   */
  hasUnsavedEdits: () => boolean;
}

function DocForm({ doc, onClose, onCancel, ref }: DocFormProps) {
  const update = useUpdateDocumentation();
  const [defaults] = useState<DocValues>(() => ({
    name: doc.name ?? '',
    type: doc.type ?? '',
    params: JSON.stringify(doc.params ?? {}, null, 2),
  }));
  const form = useForm<DocValues>({
    resolver: zodResolver(DocFormSchema),
    mode: 'onChange',
    defaultValues: defaults,
  });
  const { control, handleSubmit, formState, reset, getValues } = form;
  const { submitError, clientErrors, run } = useServiceSubmit(form, toField);
  useImperativeHandle(
    ref,
    () => ({
      hasUnsavedEdits: () => {
        const v = getValues();
        return v.name !== defaults.name || v.type !== defaults.type || v.params !== defaults.params;
      },
    }),
    [defaults, getValues],
  );

  const submit = handleSubmit(async (v) => {
    const parsed = parseJson(v.params);
    // The resolver already refused invalid JSON; this parse only turns the text into the body.
    const body = UpdateDocumentationSchema.safeParse({
      name: v.name.trim(),
      type: v.type.trim(),
      params: parsed.ok ? parsed.value : undefined,
    });
    if (!body.success || !parsed.ok) return;
    await run(async () => {
      await update.mutateAsync({ id: doc.id, body: body.data });
      notifications.show({ color: 'teal', message: `“${v.name.trim()}” saved` });
      reset(v);
      onClose();
    });
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Documentation entry">
      <Stack gap="md">
        <FormErrorSummary error={submitError} clientErrors={submitError ? [] : clientErrors} />
        <Group grow align="flex-start">
          <TextField control={control} name="name" label="Name" withAsterisk data-autofocus />
          <TextField
            control={control}
            name="type"
            label="Type"
            withAsterisk
            description="e.g. RUNBOOK, AUDIT, WHITEPAPER, LINKS"
          />
        </Group>
        <ParamsField control={control} />
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {formState.isDirty ? 'Unsaved changes' : 'No changes'}
          </Text>
          <Group>
            <Button variant="default" onClick={onCancel} disabled={formState.isSubmitting}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={formState.isSubmitting}
              disabled={formState.isSubmitting}
            >
              Save entry
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Edit of one entry: name, type and params as JSON (`PUT /project/documentation/{id}`).
 * Closing it with unsaved edits (close button, Escape, Cancel, a click outside) asks first.
 */
export function DocumentationEditModal({
  doc,
  onClose,
}: {
  doc: Documentation | null;
  onClose: () => void;
}) {
  const form = useRef<DocFormHandle>(null);
  const [confirming, setConfirming] = useState(false);
  const close = () => {
    setConfirming(false);
    onClose();
  };
  const requestClose = () => (form.current?.hasUnsavedEdits() ? setConfirming(true) : close());
  return (
    <>
      <Modal
        opened={doc !== null}
        // Every open modal hears Escape on the window, the question too as soon as it opens (in
        // the same keydown): so only the editor listens, and Escape on the question means Stay.
        onClose={() => (confirming ? setConfirming(false) : requestClose())}
        title={`Edit ${doc?.name ?? 'entry'}`}
        size="xl"
        centered
      >
        {doc && (
          <DocForm key={doc.id} ref={form} doc={doc} onClose={close} onCancel={requestClose} />
        )}
      </Modal>
      <Modal
        opened={doc !== null && confirming}
        onClose={() => setConfirming(false)}
        closeOnEscape={false}
        title="Discard changes?"
        zIndex={getDefaultZIndex('modal') + 1}
        centered
      >
        <Text size="sm" mb="lg">
          {`Your edits to “${doc?.name ?? 'this entry'}” are not saved. If you close the editor now, they will be lost.`}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
            Stay
          </Button>
          <Button color="red" onClick={close}>
            Discard
          </Button>
        </Group>
      </Modal>
    </>
  );
}
