import type { DestinationType, TenantDestination } from '@/api/destination/schemas';

export const TYPE_LABELS: Record<DestinationType, string> = {
  EMAIL: 'E-mail',
  TELEGRAM: 'Telegram',
  HTTP: 'HTTP webhook',
  SLACK: 'Slack',
};

/** A destination's name in headings and dialogs. */
export function destinationName(d: TenantDestination): string {
  if (d.type === 'HTTP') return d.value || d.uri || `Webhook #${d.id}`;
  return d.value || d.telegramChatTitle || d.slackChannelName || `${TYPE_LABELS[d.type]} #${d.id}`;
}

/** Whether a Telegram contact still waits for its chat. */
export const isUnbound = (d: TenantDestination) => d.type === 'TELEGRAM' && !d.telegramChatId;
