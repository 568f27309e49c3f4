import {
  Alert,
  Anchor,
  Button,
  Code,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconBrandTelegram, IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { destinationKeys, destinationQueries } from '@/api/destination/queries';
import type { TenantDestination } from '@/api/destination/schemas';
import { botDeepLink, parseBindUid } from '@/api/rules/telegram-uid';
import { CopyValueButton } from '@/components/CopyValueButton';
import { hasDemoControls, simulateTelegramStart } from '@/lib/demo-control';
import { useConnection } from '@/lib/use-connection';
import { useBindWait } from './use-bind-wait';
import { useBotName } from './use-bot-name';

/**
 * The binding step of a Telegram contact (real-service notes: the user sends `/start <uid>` to
 * the service's bot): the bot, the command with copy buttons, a deep link, and a live wait until
 * the record carries its chat. Demo services offer to send the message for you.
 */
export function TelegramBinding({ destination: d }: { destination: TenantDestination }) {
  const queryClient = useQueryClient();
  const { baseUrl, mode } = useConnection();
  const bind = parseBindUid(d.uid);
  const bot = useBotName(d);
  const link = bind ? botDeepLink(bot, bind.token) : undefined;
  const wait = useBindWait();
  // The detail query polls while waiting; the page re-renders bound once the chat appears.
  useQuery({ ...destinationQueries.detail(d.id), refetchInterval: wait.pollMs });
  const demo = useQuery({
    queryKey: ['demo-controls', mode, baseUrl],
    queryFn: hasDemoControls,
    staleTime: Infinity,
  });
  const [simulating, setSimulating] = useState(false);
  const [simError, setSimError] = useState<string | null>(null);

  const checkAgain = () => {
    wait.restart();
    void queryClient.invalidateQueries({ queryKey: destinationKeys.detail(d.id) });
  };
  const simulate = async () => {
    if (!d.uid) return;
    setSimulating(true);
    setSimError(null);
    try {
      await simulateTelegramStart(d.uid);
      await queryClient.invalidateQueries({ queryKey: destinationKeys.all });
    } catch (e) {
      setSimError(e instanceof Error ? e.message : String(e));
    } finally {
      setSimulating(false);
    }
  };

  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Group gap="xs">
          <IconBrandTelegram size={20} aria-hidden />
          <Title order={2} fz="h4">
            Bind the Telegram chat
          </Title>
        </Group>
        {!bind ? (
          <Alert color="red" variant="light" title="No binding code">
            The service sent no usable uid for this contact, so it cannot be bound. Delete it and
            create it again.
          </Alert>
        ) : (
          <>
            <Text size="sm">
              {`1. Open ${bot ? `@${bot}` : "the service's Telegram bot"} in Telegram — in a private chat, or add it to the group that should receive alerts.`}
            </Text>
            {bot && (
              <Group gap="xs">
                <Text size="sm" c="dimmed">
                  Bot
                </Text>
                <Code>{`@${bot}`}</Code>
                <CopyValueButton value={`@${bot}`} label="Copy bot name" />
                {link && (
                  <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm">
                    Open in Telegram
                  </Anchor>
                )}
              </Group>
            )}
            <Text size="sm">2. Send it this message:</Text>
            <Group gap="xs">
              <Code fz="md" aria-label="Command to send">
                {bind.command}
              </Code>
              <CopyValueButton value={bind.command} label="Copy command" />
            </Group>
            {wait.timedOut ? (
              <Alert color="orange" variant="light" title="Still not bound">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">
                    Stopped checking after 5 minutes. Once the message is sent, check again.
                  </Text>
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconRefresh size={14} />}
                    onClick={checkAgain}
                  >
                    Check again
                  </Button>
                </Stack>
              </Alert>
            ) : (
              <Group gap="xs" role="status">
                <Loader size="xs" />
                <Text size="sm" c="dimmed">
                  Waiting for the message… this page updates by itself once the chat is bound.
                </Text>
              </Group>
            )}
            {demo.data && (
              <Alert color="grape" variant="light" title="Demo service">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">
                    No real bot listens here. Send the message as if from Telegram:
                  </Text>
                  <Button
                    size="xs"
                    color="grape"
                    leftSection={<IconPlayerPlay size={14} />}
                    loading={simulating}
                    onClick={() => void simulate()}
                  >
                    Simulate the /start message
                  </Button>
                  {simError && (
                    <Text size="sm" c="red" role="alert">
                      {simError}
                    </Text>
                  )}
                </Stack>
              </Alert>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
