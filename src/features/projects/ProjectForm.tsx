import { Button, Group, Paper, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { type z } from 'zod';
import { CreateProjectSchema } from '@/api/project/schemas';
import { FormErrorSummary } from '@/components/form/FormErrorSummary';
import { SelectField, TagsField, TextField, TextareaField } from '@/components/form/fields';
import { UnsavedChangesGuard } from '@/components/form/UnsavedChangesGuard';
import { topLevelField, useServiceSubmit } from '@/components/form/use-service-submit';
import { IconUrlField } from '@/components/form/IconUrlField';

/** The form's rules are the request schema's rules, every field present. */
export const ProjectFormSchema = CreateProjectSchema.pick({
  name: true,
  description: true,
  icon: true,
  tags: true,
  status: true,
}).required();
export type ProjectFormValues = z.infer<typeof ProjectFormSchema>;
const toField = topLevelField<ProjectFormValues>(['name', 'description', 'icon', 'tags', 'status']);

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
  const { control, handleSubmit, formState } = form;
  const { submitError, clientErrors, run } = useServiceSubmit(form, toField);

  const submit = handleSubmit((values) =>
    run(() =>
      onSubmit(values, () => {
        leaving.current = true;
      }),
    ),
  );

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
            <IconUrlField control={control} name="icon" />
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
