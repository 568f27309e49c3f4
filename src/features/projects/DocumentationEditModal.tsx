import { Group, JsonInput, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useController } from 'react-hook-form';
import { z } from 'zod/mini';
import { useUpdateDocumentation } from '@/api/documentation/queries';
import type { Documentation } from '@/api/documentation/schemas';
import { FormModal } from '@/components/form/FormModal';
import { FormShell } from '@/components/form/FormShell';
import { TextField, type AnyControl } from '@/components/form/fields';
import { useResourceForm } from '@/components/form/use-resource-form';
import { parseJson } from '@/lib/json-text';
import classes from './DocumentationEditModal.module.css';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** params as text: valid JSON and an object, checked as the user types; sent as the object. */
const ParamsText = z.pipe(
  z.string(),
  z.transform((text, ctx) => {
    const r = parseJson(text);
    if (!r.ok) {
      ctx.issues.push({ code: 'custom', input: text, message: `Not valid JSON: ${r.message}` });
      return z.NEVER;
    }
    if (!isObject(r.value)) {
      ctx.issues.push({
        code: 'custom',
        input: text,
        message: 'Params must be a JSON object ({ … })',
      });
      return z.NEVER;
    }
    return r.value;
  }),
);

/** The update body (`PUT /project/documentation/{id}`) as a person edits it. */
const DocFormSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, { error: 'Name is required' })),
  type: z.string().check(z.trim(), z.minLength(1, { error: 'Type is required' })),
  params: ParamsText,
});
type DocValues = z.input<typeof DocFormSchema>;
type DocBody = z.output<typeof DocFormSchema>;

function ParamsField({ control }: { control: AnyControl<DocValues, DocBody> }) {
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
      // JsonInput checks the JSON itself on blur and shows this instead of `error` (without it,
      // a red box and no words): the same message.
      validationError={fieldState.error?.message ?? 'Not valid JSON'}
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
  const kit = useResourceForm(DocFormSchema, {
    defaultValues: {
      name: doc.name ?? '',
      type: doc.type ?? '',
      params: JSON.stringify(doc.params ?? {}, null, 2),
    },
  });
  const { control } = kit.form;
  return (
    <FormModal
      opened
      title={`Edit ${doc.name ?? 'entry'}`}
      what={`Your edits to “${doc.name ?? 'this entry'}”`}
      hasEdits={kit.hasEdits}
      busy={kit.form.formState.isSubmitting}
      onClose={onClose}
      size="xl"
    >
      {(requestClose) => (
        <FormShell
          kit={kit}
          inDialog
          label="Documentation entry"
          submitLabel="Save entry"
          onCancel={requestClose}
          extraButtons={
            <Text size="xs" c="dimmed" mr="auto">
              {kit.form.formState.isDirty ? 'Unsaved changes' : 'No changes'}
            </Text>
          }
          onSubmit={kit.submit(
            (body) => update.mutateAsync({ id: doc.id, body }),
            (saved) => {
              notifications.show({ color: 'teal', message: `“${saved.name ?? ''}” saved` });
              onClose();
            },
          )}
        >
          <Group grow align="flex-start">
            <TextField control={control} name="name" label="Name" required data-autofocus />
            <TextField
              control={control}
              name="type"
              label="Type"
              required
              description="e.g. RUNBOOK, AUDIT, WHITEPAPER, LINKS"
            />
          </Group>
          <ParamsField control={control} />
        </FormShell>
      )}
    </FormModal>
  );
}

/**
 * Edit of one entry: name, type and params as JSON. Closing it with unsaved edits (close
 * button, Escape, Cancel, a click outside) asks first.
 */
export function DocumentationEditModal({
  doc,
  onClose,
}: {
  doc: Documentation | null;
  onClose: () => void;
}) {
  return doc ? <DocForm key={doc.id} doc={doc} onClose={onClose} /> : null;
}
