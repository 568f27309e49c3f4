import { Button, Group, Modal, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { StatusSchema } from '@/api/common';
import type { Network } from '@/api/network/schemas';
import { useCreateTokenomicsCategory, useUpdateTokenomicsCategory } from '@/api/tokenomics/queries';
import type { TokenomicsCategory } from '@/api/tokenomics/schemas';
import { FormErrorSummary } from '@/components/form/FormErrorSummary';
import { SelectField, TextField } from '@/components/form/fields';
import { addressProblem } from '@/lib/address';
import { parseServiceErrors } from '@/lib/server-errors';
import classes from './Tokenomics.module.css';

const FIELDS = ['name', 'allocationAddress', 'status'];

/** The create body's rules, plus the allocation address checked like any address of the network. */
function formSchema(network: Network) {
  return z
    .object({
      name: z.string().trim().min(1, { error: 'name is required' }).max(120),
      allocationAddress: z.string(),
      status: StatusSchema,
    })
    .superRefine((v, ctx) => {
      const bad = addressProblem(network, v.allocationAddress);
      if (bad) ctx.addIssue({ code: 'custom', path: ['allocationAddress'], message: bad });
    });
}
type Values = z.input<ReturnType<typeof formSchema>>;

interface Props {
  contractId: number;
  network: Network;
  /** null: closed; 'new': create; a category: edit it. */
  editing: TokenomicsCategory | 'new' | null;
  onClose: () => void;
}

export function CategoryFormModal({ editing, ...rest }: Props) {
  return (
    <Modal
      opened={editing !== null}
      onClose={rest.onClose}
      title={editing === 'new' ? 'New category' : 'Edit category'}
      centered
      size="lg"
    >
      {editing !== null && <CategoryForm editing={editing} {...rest} />}
    </Modal>
  );
}

function CategoryForm({
  contractId,
  network,
  editing,
  onClose,
}: Props & { editing: TokenomicsCategory | 'new' }) {
  const create = useCreateTokenomicsCategory();
  const update = useUpdateTokenomicsCategory();
  const [submitError, setSubmitError] = useState<unknown>(null);
  const isNew = editing === 'new';
  const form = useForm<Values>({
    resolver: zodResolver(formSchema(network)),
    mode: 'onChange',
    defaultValues: isNew
      ? { name: '', allocationAddress: '', status: 'ACTIVE' }
      : {
          name: editing.name,
          allocationAddress: editing.allocationAddress,
          status: editing.status === 'DISABLED' ? 'DISABLED' : 'ACTIVE',
        },
  });
  const { control, handleSubmit, formState, setError } = form;

  const submit = handleSubmit(async (v) => {
    setSubmitError(null);
    const body = {
      name: v.name.trim(),
      allocationAddress: v.allocationAddress.trim(),
      status: v.status,
    };
    try {
      if (isNew) await create.mutateAsync({ contractId, ...body });
      else await update.mutateAsync({ id: editing.id, body });
      notifications.show({
        color: 'teal',
        message: `Category “${body.name}” ${isNew ? 'created' : 'saved'}`,
      });
      onClose();
    } catch (error) {
      for (const e of parseServiceErrors(error, (p) => FIELDS.includes(p))) {
        if (e.field) setError(e.field as FieldPath<Values>, { type: 'server', message: e.message });
      }
      setSubmitError(error);
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Tokenomics category">
      <Stack gap="md">
        <FormErrorSummary error={submitError} />
        <TextField
          control={control}
          name="name"
          label="Name"
          withAsterisk
          placeholder="Team, Investors, Ecosystem…"
          data-autofocus
        />
        <TextField
          control={control}
          name="allocationAddress"
          label="Allocation address"
          withAsterisk
          description="Where this category's tokens are held; checked for the token's network"
          classNames={{ input: classes.monoInput }}
          autoComplete="off"
        />
        <SelectField
          control={control}
          name="status"
          label="Status"
          data={['ACTIVE', 'DISABLED']}
          allowDeselect={false}
          w={180}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={formState.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {isNew ? 'Create category' : 'Save changes'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
