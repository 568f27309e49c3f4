import { Button, Group, Image, Paper, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { type z } from 'zod';
import { isHttpUrl } from '@/api/common';
import { CreateProjectSchema } from '@/api/project/schemas';
import { FormErrorSummary } from '@/components/form/FormErrorSummary';
import { SelectField, TagsField, TextField, TextareaField } from '@/components/form/fields';
import { UnsavedChangesGuard } from '@/components/form/UnsavedChangesGuard';
import { fieldMessages } from '@/components/form/field-messages';
import { parseServiceErrors } from '@/lib/server-errors';

/** The form's rules are the request schema's rules, every field present. */
export const ProjectFormSchema = CreateProjectSchema.pick({
  name: true,
  description: true,
  icon: true,
  tags: true,
  status: true,
}).required();
export type ProjectFormValues = z.infer<typeof ProjectFormSchema>;
const FIELDS = ['name', 'description', 'icon', 'tags', 'status'];

export const emptyProject: ProjectFormValues = {
  name: '',
  description: '',
  icon: '',
  tags: [],
  status: 'ACTIVE',
};

interface ProjectFormProps {
  defaultValues: ProjectFormValues;
  submitLabel: string;
  /** Saves; call `allowLeave()` before navigating away after success. */
  onSubmit: (values: ProjectFormValues, allowLeave: () => void) => Promise<unknown>;
  onCancel: () => void;
}

export function ProjectForm({ defaultValues, submitLabel, onSubmit, onCancel }: ProjectFormProps) {
  const leaving = useRef(false);
  const form = useForm<ProjectFormValues>({
    resolver: zodResolver(ProjectFormSchema),
    defaultValues,
    mode: 'onChange',
  });
  const { control, handleSubmit, setError, formState, watch } = form;
  const icon = watch('icon');
  const [submitError, setSubmitError] = useState<unknown>(null);
  const clientErrors = formState.isSubmitted ? fieldMessages(formState.errors) : [];

  const submit = handleSubmit(async (values) => {
    setSubmitError(null);
    try {
      await onSubmit(values, () => {
        leaving.current = true;
      });
    } catch (error) {
      // The service's errors land on the fields they name; the summary lists them all.
      for (const e of parseServiceErrors(error, (p) => FIELDS.includes(p.split('.')[0] ?? ''))) {
        if (e.field)
          setError(e.field as FieldPath<ProjectFormValues>, { type: 'server', message: e.message });
      }
      setSubmitError(error);
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Project">
      <UnsavedChangesGuard when={formState.isDirty} leaving={leaving} />
      <Stack gap="md" maw={720}>
        <FormErrorSummary error={submitError} clientErrors={submitError ? [] : clientErrors} />
        <Paper withBorder p="lg">
          <Stack gap="md">
            <TextField
              control={control}
              name="name"
              label="Name"
              required
              withAsterisk
              placeholder="A short name, unique in your tenant"
            />
            <TextareaField
              control={control}
              name="description"
              label="Description"
              autosize
              minRows={3}
              maxRows={8}
            />
            <Group align="flex-start" wrap="nowrap">
              <TextField
                control={control}
                name="icon"
                label="Icon URL"
                description="An http(s) link to a square image"
                placeholder="https://…/logo.png"
                flex={1}
              />
              {isHttpUrl(icon) && (
                <Image
                  src={icon}
                  alt="Icon preview"
                  w={56}
                  h={56}
                  radius="md"
                  mt={24}
                  fit="contain"
                />
              )}
            </Group>
            <TagsField
              control={control}
              name="tags"
              label="Tags"
              description="Press Enter after each tag"
              placeholder="defi, security"
              clearable
            />
            <SelectField
              control={control}
              name="status"
              label="Status"
              data={['ACTIVE', 'DISABLED']}
              allowDeselect={false}
              w={200}
            />
          </Stack>
        </Paper>
        <Group>
          <Button type="submit" loading={formState.isSubmitting} disabled={formState.isSubmitting}>
            {submitLabel}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={formState.isSubmitting}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
