import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { z } from 'zod/mini';
import { StatusSchema } from '@/api/common';
import type { Network } from '@/api/network/schemas';
import { useCreateTokenomicsCategory, useUpdateTokenomicsCategory } from '@/api/tokenomics/queries';
import type { TokenomicsCategory } from '@/api/tokenomics/schemas';
import { FormModal } from '@/components/form/FormModal';
import { FormShell } from '@/components/form/FormShell';
import { TextField, StatusField } from '@/components/form/fields';
import { useResourceForm } from '@/components/form/use-resource-form';
import { addressProblem } from '@/api/rules/address';
import classes from './Tokenomics.module.css';

/**
 * The create body's rules, the allocation address checked like any address of the network, and
 * a name no other category of the token has, in any letter case (the service takes two alike,
 * spec-gaps #123, which the chart and the schedule could not tell apart).
 */
function formSchema(network: Network, takenNames: readonly string[]) {
  return z
    .object({
      name: z
        .string()
        .check(
          z.trim(),
          z.minLength(1, { error: 'Name is required' }),
          z.maxLength(120, { error: 'Name must be at most 120 characters' }),
        ),
      allocationAddress: z.string().check(z.trim()),
      status: StatusSchema,
    })
    .check(
      z.superRefine((v, ctx) => {
        const bad = addressProblem(network, v.allocationAddress);
        if (bad) ctx.addIssue({ code: 'custom', path: ['allocationAddress'], message: bad });
        if (takenNames.includes(v.name.toLowerCase()))
          ctx.addIssue({
            code: 'custom',
            path: ['name'],
            message: `This token already has a category named ${v.name}`,
          });
      }),
    );
}

interface Props {
  contractId: number;
  network: Network;
  /** null: closed; 'new': create; a category: edit it. */
  editing: TokenomicsCategory | 'new' | null;
  /** The token's categories: their names are taken. */
  categories: readonly TokenomicsCategory[];
  onClose: () => void;
}

export function CategoryFormModal({ editing, ...rest }: Props) {
  return editing === null ? null : (
    <CategoryForm key={editing === 'new' ? 'new' : editing.id} editing={editing} {...rest} />
  );
}

function CategoryForm({
  contractId,
  network,
  editing,
  categories,
  onClose,
}: Props & { editing: TokenomicsCategory | 'new' }) {
  const create = useCreateTokenomicsCategory();
  const update = useUpdateTokenomicsCategory();
  const isNew = editing === 'new';
  const taken = categories
    .filter((c) => editing === 'new' || c.id !== editing.id)
    .map((c) => c.name.toLowerCase());
  const kit = useResourceForm(formSchema(network, taken), {
    defaultValues: isNew
      ? { name: '', allocationAddress: '', status: 'ACTIVE' }
      : {
          name: editing.name,
          allocationAddress: editing.allocationAddress,
          status: editing.status === 'DISABLED' ? 'DISABLED' : 'ACTIVE',
        },
    // The summary lists them as the form shows them (the address's network rule comes last).
    order: ['name', 'allocationAddress', 'status'],
  });
  const { control } = kit.form;
  return (
    <FormModal
      opened
      title={isNew ? 'New category' : 'Edit category'}
      hasEdits={kit.hasEdits}
      busy={kit.form.formState.isSubmitting}
      onClose={onClose}
    >
      {(requestClose) => (
        <FormShell
          kit={kit}
          inDialog
          label="Tokenomics category"
          submitLabel={isNew ? 'Create category' : 'Save changes'}
          onCancel={requestClose}
          onSubmit={kit.submit(
            (body) =>
              isNew
                ? create.mutateAsync({ contractId, ...body })
                : update.mutateAsync({ id: editing.id, body }),
            (saved) => {
              notifications.show({
                color: 'teal',
                message: `Category “${saved.name}” ${isNew ? 'created' : 'saved'}`,
              });
              onClose();
            },
          )}
        >
          <Stack gap="md">
            <TextField
              control={control}
              name="name"
              label="Name"
              required
              placeholder="Team, Investors, Ecosystem…"
              data-autofocus
            />
            <TextField
              control={control}
              name="allocationAddress"
              label="Allocation address"
              required
              description="Where this category's tokens are held; checked for the token's network"
              classNames={{ input: classes.monoInput }}
              autoComplete="off"
            />
            <StatusField control={control} name="status" w={180} />
            <Text size="xs" c="dimmed">
              The unlock schedule is not part of a category: the service fills it in, and this page
              shows it under the category once it is there.
            </Text>
          </Stack>
        </FormShell>
      )}
    </FormModal>
  );
}
