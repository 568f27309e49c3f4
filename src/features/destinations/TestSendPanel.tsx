import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTestDestination } from '@/api/destination/queries';
import type { Delivery, TenantDestination } from '@/api/destination/schemas';
import { errorMessage } from '@/api/http';
import { DeliveryStatus } from './DeliveryResult';
import { isUnbound } from '@/components/destination/destination-text';

function Outcome({ delivery: r }: { delivery: Delivery }) {
  const ok = r.status === 'DELIVERED';
  return (
    <Alert
      color={ok ? 'teal' : 'red'}
      variant="light"
      role="status"
      title={ok ? 'Test message delivered' : 'Test message not delivered'}
    >
      <Stack gap={4}>
        <Group gap="xs">
          <DeliveryStatus status={r.status} />
          {r.statusCode != null && <Text size="sm">{`HTTP ${r.statusCode}`}</Text>}
          {r.durationMs != null && <Text size="sm" c="dimmed">{`${r.durationMs} ms`}</Text>}
        </Group>
        {r.message && <Text size="sm">{r.message}</Text>}
      </Stack>
    </Alert>
  );
}

/** Send a test notification and show what happened; the delivery joins the history below. */
export function TestSendPanel({ destination: d }: { destination: TenantDestination }) {
  const test = useTestDestination();
  const [message, setMessage] = useState('');
  const disabled = d.status === 'DISABLED';
  const send = () => {
    const text = message.trim();
    test.mutate({ params: { id: d.id }, body: text ? { message: text } : {} });
  };
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Test
        </Title>
        <Text size="sm" c="dimmed">
          {disabled
            ? 'This destination is disabled: enable it to send a test.'
            : isUnbound(d)
              ? 'Not bound yet: a test fails until the chat is bound.'
              : 'Send a test notification to prove the contact works.'}
        </Text>
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="Test message (optional)"
            placeholder="Hello from Vigil"
            value={message}
            maxLength={500}
            onChange={(e) => setMessage(e.currentTarget.value)}
            flex={1}
            miw={220}
          />
          <Button
            leftSection={<IconSend size={16} />}
            onClick={send}
            loading={test.isPending}
            disabled={disabled}
          >
            Send test
          </Button>
        </Group>
        {test.data && <Outcome delivery={test.data} />}
        {test.isError && (
          <Alert color="red" variant="light" role="alert" title="Test not sent">
            {errorMessage(test.error)}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
