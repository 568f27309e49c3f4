import { Code, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TenantDestination } from '@/api/destination/schemas';
import { DetailField } from '@/components/DetailField';
import { Timestamp } from '@/components/Timestamp';
import { TYPE_LABELS } from '@/components/destination/destination-text';

const MASK = '••••••••';

/** A webhook's headers by name; values stay masked once saved (docs/spec-gaps.md row 91). */
function Headers({ headers }: { headers: Record<string, string> }) {
  const names = Object.keys(headers);
  if (names.length === 0) return '—';
  return (
    <Stack gap={4} mt={4}>
      {names.map((n) => (
        <Group key={n} gap={6} wrap="nowrap">
          <Code>{n}</Code>
          <Text size="sm" c="dimmed" aria-label={`${n}: value hidden`}>
            {MASK}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/** What a contact is, by type: the address, the chat, the webhook or the Slack channel. */
export function DestinationFacts({ destination: d }: { destination: TenantDestination }) {
  return (
    <Paper withBorder p="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
        <DetailField label="Type">{TYPE_LABELS[d.type]}</DetailField>
        {d.type === 'EMAIL' && <DetailField label="E-mail address">{d.value || '—'}</DetailField>}
        {d.type === 'HTTP' && (
          <>
            <DetailField label="Webhook URI">{d.uri || '—'}</DetailField>
            <DetailField label="Method">{d.method || 'POST'}</DetailField>
          </>
        )}
        {d.type === 'SLACK' && (
          <>
            <DetailField label="Channel">
              {d.slackChannelName ? `#${d.slackChannelName}` : d.value || '—'}
            </DetailField>
            <DetailField label="Webhook URI">
              {d.slackUri ? maskSlack(d.slackUri) : '—'}
            </DetailField>
          </>
        )}
        {d.type === 'TELEGRAM' && d.telegramChatId && (
          <>
            <DetailField label="Chat">
              {`${d.telegramChatTitle || d.telegramChatId} (${d.telegramChatType ?? 'chat'})`}
            </DetailField>
            <DetailField label="Bound by">
              {d.telegramUsername ? `@${d.telegramUsername}` : (d.telegramUserId ?? '—')}
            </DetailField>
            <DetailField label="Bot">
              {d.telegramBotUsername ? `@${d.telegramBotUsername}` : '—'}
            </DetailField>
          </>
        )}
        <DetailField label="Updated">
          <Timestamp value={d.updatedAt} />
        </DetailField>
      </SimpleGrid>
      {d.type === 'HTTP' && (
        <Stack mt="md" gap={4}>
          <DetailField label="Headers">
            <Headers headers={d.headers ?? {}} />
          </DetailField>
        </Stack>
      )}
    </Paper>
  );
}

/** The secret part of a Slack webhook (its last path segment) is not shown. */
function maskSlack(uri: string): string {
  const cut = uri.lastIndexOf('/');
  return cut > 'https://hooks.slack.com/'.length ? `${uri.slice(0, cut + 1)}${MASK}` : uri;
}
