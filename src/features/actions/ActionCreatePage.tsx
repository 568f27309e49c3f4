import { Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { useCreateAction } from '@/api/action/queries';
import { AnchorLink } from '@/components/links';
import { useConnection } from '@/lib/use-connection';
import { draftKey } from './action-draft';
import { ActionBuilderForm } from './ActionBuilderForm';

export function ActionCreatePage() {
  const navigate = useNavigate();
  const create = useCreateAction();
  const connection = useConnection();
  return (
    <Stack gap="md">
      <Breadcrumbs>
        <AnchorLink to="/actions">Actions</AnchorLink>
        <span>New</span>
      </Breadcrumbs>
      <div>
        <Title order={1}>New action</Title>
        <Text c="dimmed" size="sm">
          A contract call your wallet sends when an alert fires. Your work is kept as a draft on
          this device until it is created.
        </Text>
      </div>
      <ActionBuilderForm
        draftKey={draftKey(connection.mode, connection.baseUrl)}
        onCancel={() => void navigate({ to: '/actions' })}
        onSubmit={async (body, allowLeave) => {
          const action = await create.mutateAsync(body);
          notifications.show({ color: 'teal', message: `Action “${action.name}” created` });
          allowLeave();
          await navigate({ to: '/actions/$actionId', params: { actionId: action.id } });
        }}
      />
    </Stack>
  );
}
