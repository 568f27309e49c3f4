import { SimpleGrid } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { TextField, TextareaField, StatusField } from '@/components/form/fields';
import type { ActionFormValues } from './action-form';
import { BuilderSection } from './BuilderSection';

/** Step 1: what the action is called and whether it is live. */
export function BasicsSection() {
  const { control } = useFormContext<ActionFormValues>();
  return (
    <BuilderSection id="step-basics" step={1} title="Name">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField
          control={control}
          name="name"
          label="Name"
          required
          placeholder="e.g. Pause the pool on an exploit"
        />
        <StatusField control={control} name="status" description="A disabled action never runs" />
      </SimpleGrid>
      <TextareaField
        control={control}
        name="description"
        label="Description"
        autosize
        minRows={2}
        maxRows={6}
      />
    </BuilderSection>
  );
}
