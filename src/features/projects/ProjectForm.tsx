import { Paper, Stack } from '@mantine/core';
import { z } from 'zod/mini';
import { CreateProjectSchema } from '@/api/project/schemas';
import { FormShell } from '@/components/form/FormShell';
import { IconUrlField } from '@/components/form/IconUrlField';
import { TagsField, TextField, TextareaField, StatusField } from '@/components/form/fields';
import { useResourceForm, type Freshness } from '@/components/form/use-resource-form';

/** The form's rules are the request schema's rules, every field present. */
export const ProjectFormSchema = z.required(
  z.pick(CreateProjectSchema, {
    name: true,
    description: true,
    icon: true,
    tags: true,
    status: true,
  }),
);
export type ProjectFormValues = z.input<typeof ProjectFormSchema>;
export type ProjectBody = z.output<typeof ProjectFormSchema>;

export const emptyProject: ProjectFormValues = {
  name: '',
  description: '',
  icon: '',
  tags: [],
  status: 'ACTIVE',
};

interface ProjectFormProps<R> {
  defaultValues: ProjectFormValues;
  submitLabel: string;
  save: (body: ProjectBody) => Promise<R>;
  /** After a save went through (navigate, notify). */
  after: (result: R) => unknown;
  onCancel: () => void;
  /** `updatedAt` of the edited record and how to read it again (lost-update check). */
  freshness?: Freshness;
}

export function ProjectForm<R>({
  defaultValues,
  submitLabel,
  save,
  after,
  onCancel,
  freshness,
}: ProjectFormProps<R>) {
  const kit = useResourceForm(ProjectFormSchema, { defaultValues, freshness });
  const { control } = kit.form;
  return (
    <FormShell
      kit={kit}
      onSubmit={kit.submit(save, after)}
      label="Project"
      submitLabel={submitLabel}
      onCancel={onCancel}
    >
      <Paper withBorder p="lg" maw={720}>
        <Stack gap="md">
          <TextField
            control={control}
            name="name"
            label="Name"
            required
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
          <StatusField control={control} name="status" w={200} />
        </Stack>
      </Paper>
    </FormShell>
  );
}
