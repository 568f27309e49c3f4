import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { z } from 'zod/mini';
import { useCreateInvitation } from '@/api/invitation/queries';
import { CreateInvitationSchema } from '@/api/user/schemas';
import { FormModal } from '@/components/form/FormModal';
import { FormShell } from '@/components/form/FormShell';
import { TextField } from '@/components/form/fields';
import { useResourceForm } from '@/components/form/use-resource-form';
import { AccessFields, organisationPick, rolesPick } from './role-options';

const EmailRule = CreateInvitationSchema.shape.email;

/**
 * `POST /invite {email, roles, organisationId}`: the confirmed body's own rules, in the words of
 * the form (the service's read "email must be an e-mail address" for an empty field).
 */
const InviteFormSchema = z.object({
  email: z.string().check(
    z.trim(),
    z.minLength(1, { error: 'Enter the address the invitation goes to' }),
    z.refine((v) => v === '' || EmailRule.safeParse(v).success, {
      error: 'email must look like name@example.com',
    }),
  ),
  roles: rolesPick,
  organisationId: organisationPick,
});

const LABELS = { email: 'E-mail', roles: 'Roles', organisationId: 'Organisation' };

/** An expired invitation sent again starts from its address, roles and organisation. */
export interface InviteDraft {
  email: string;
  roles: string[];
  organisationId: number | null;
}

interface Props {
  opened: boolean;
  onClose: () => void;
  organisations: { value: string; label: string }[];
  draft?: InviteDraft | null;
}

export function InviteUserModal({ opened, ...rest }: Props) {
  return opened ? <InviteForm {...rest} /> : null;
}

function InviteForm({ onClose, organisations, draft }: Omit<Props, 'opened'>) {
  const invite = useCreateInvitation();
  const kit = useResourceForm(InviteFormSchema, {
    defaultValues: draft
      ? {
          email: draft.email,
          roles: draft.roles,
          organisationId: draft.organisationId === null ? '' : String(draft.organisationId),
        }
      : { email: '', roles: ['extractor-event'], organisationId: '' },
    labels: LABELS,
  });
  const { control } = kit.form;
  return (
    <FormModal
      opened
      title={draft ? 'Invite again' : 'Invite a user'}
      hasEdits={kit.hasEdits}
      busy={kit.form.formState.isSubmitting}
      onClose={onClose}
    >
      {(requestClose) => (
        <FormShell
          kit={kit}
          inDialog
          label="Invitation"
          failure="Not sent"
          submitLabel="Send invitation"
          onCancel={requestClose}
          onSubmit={kit.submit(
            (body) => invite.mutateAsync(body),
            (inv) => {
              notifications.show({ color: 'teal', message: `Invitation sent to ${inv.email}` });
              onClose();
            },
          )}
        >
          <Stack gap="md">
            <TextField
              control={control}
              name="email"
              label="E-mail"
              type="email"
              required
              data-autofocus
              autoComplete="off"
            />
            <AccessFields control={control} organisations={organisations} />
            <Text size="xs" c="dimmed">
              The invitation is valid for 7 days; until it is accepted you can revoke it.
            </Text>
          </Stack>
        </FormShell>
      )}
    </FormModal>
  );
}
