import { Button, Group, JsonInput, Modal, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useController, useForm, type Control, type FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { useUpdateDocumentation } from '@/api/documentation/queries';
import { UpdateDocumentationSchema, type Documentation } from '@/api/documentation/schemas';
import { FormErrorSummary } from '@/components/form/FormErrorSummary';
import { TextField } from '@/components/form/fields';
import { fieldMessages } from '@/components/form/field-messages';
import { parseJson } from '@/lib/json-text';
import { parseServiceErrors } from '@/lib/server-errors';
import classes from './DocumentationEditModal.module.css';

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
const FIELDS = ['name', 'type', 'params'];

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

function DocForm({ doc, onClose }: { doc: Documentation; onClose: () => void }) {
  const update = useUpdateDocumentation();
  const [submitError, setSubmitError] = useState<unknown>(null);
  const { control, handleSubmit, formState, setError, reset } = useForm<DocValues>({
    resolver: zodResolver(DocFormSchema),
    mode: 'onChange',
    defaultValues: {
      name: doc.name ?? '',
      type: doc.type ?? '',
      params: JSON.stringify(doc.params ?? {}, null, 2),
    },
  });
  const clientErrors = formState.isSubmitted ? fieldMessages(formState.errors) : [];

  const submit = handleSubmit(async (v) => {
    setSubmitError(null);
    const parsed = parseJson(v.params);
    // The resolver already refused invalid JSON; this parse only turns the text into the body.
    const body = UpdateDocumentationSchema.safeParse({
      name: v.name.trim(),
      type: v.type.trim(),
      params: parsed.ok ? parsed.value : undefined,
    });
    if (!body.success || !parsed.ok) return;
    try {
      await update.mutateAsync({ id: doc.id, body: body.data });
      notifications.show({ color: 'teal', message: `“${v.name.trim()}” saved` });
      reset(v);
      onClose();
    } catch (error) {
      for (const e of parseServiceErrors(error, (p) => FIELDS.includes(p.split('.')[0] ?? ''))) {
        if (e.field)
          setError(e.field as FieldPath<DocValues>, { type: 'server', message: e.message });
      }
      setSubmitError(error);
    }
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
            <Button variant="default" onClick={onClose} disabled={formState.isSubmitting}>
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

/** Edit of one entry: name, type and params as JSON (`PUT /project/documentation/{id}`). */
export function DocumentationEditModal({
  doc,
  onClose,
}: {
  doc: Documentation | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={doc !== null}
      onClose={onClose}
      title={`Edit ${doc?.name ?? 'entry'}`}
      size="xl"
      centered
    >
      {doc && <DocForm key={doc.id} doc={doc} onClose={onClose} />}
    </Modal>
  );
}
