import { Group, Stack } from '@mantine/core';
import { z } from 'zod/mini';
import { notifications } from '@mantine/notifications';
import { useUpdateUser } from '@/api/user/queries';
import { UpdateUserSchema, type User } from '@/api/user/schemas';
import { FormModal } from '@/components/form/FormModal';
import { FormShell } from '@/components/form/FormShell';
import { StatusField, TextField } from '@/components/form/fields';
import { useResourceForm } from '@/components/form/use-resource-form';
import { AccessFields, organisationPick, rolesPick } from './role-options';

/** `PUT /user/{id}` (inferred): names, roles, organisation and status. */
const EditUserFormSchema = z.extend(
  z.required(z.pick(UpdateUserSchema, { firstName: true, lastName: true, status: true })),
  { roles: rolesPick, organisationId: organisationPick },
);

const LABELS = { organisationId: 'Organisation', firstName: 'First name', lastName: 'Last name' };

interface Props {
  user: User | null;
  name: string;
  organisations: { value: string; label: string }[];
  onClose: () => void;
}

export function EditUserModal({ user, ...rest }: Props) {
  return user ? <EditUserForm key={user.id} user={user} {...rest} /> : null;
}

function EditUserForm({ user, name, organisations, onClose }: Props & { user: User }) {
  const update = useUpdateUser();
  const kit = useResourceForm(EditUserFormSchema, {
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      roles: user.roles ?? [],
      organisationId: user.organisationId == null ? '' : String(user.organisationId),
      status: user.status === 'DISABLED' ? 'DISABLED' : 'ACTIVE',
    },
    labels: LABELS,
  });
  const { control } = kit.form;
  return (
    <FormModal
      opened
      title={`Edit ${name}`}
      hasEdits={kit.hasEdits}
      busy={kit.form.formState.isSubmitting}
      onClose={onClose}
    >
      {(requestClose) => (
        <FormShell
          kit={kit}
          inDialog
          label="User"
          submitLabel="Save changes"
          onCancel={requestClose}
          onSubmit={kit.submit(
            (body) => update.mutateAsync({ id: user.id, body }),
            () => {
              notifications.show({ color: 'teal', message: 'Changes saved' });
              onClose();
            },
          )}
        >
          <Stack gap="md">
            <Group grow align="flex-start">
              <TextField control={control} name="firstName" label="First name" />
              <TextField control={control} name="lastName" label="Last name" />
            </Group>
            <AccessFields control={control} organisations={organisations} kept={user.roles ?? []} />
            <StatusField control={control} name="status" />
          </Stack>
        </FormShell>
      )}
    </FormModal>
  );
}
