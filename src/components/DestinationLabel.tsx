import { Badge, Group, Text } from '@mantine/core';
import { IconBrandSlack, IconBrandTelegram, IconMail, IconWebhook } from '@tabler/icons-react';
import type { DestinationType, TenantDestination } from '@/api/destination/schemas';
import { NO_SHRINK } from './inline-styles';

const ICONS: Record<DestinationType, typeof IconMail> = {
  EMAIL: IconMail,
  TELEGRAM: IconBrandTelegram,
  HTTP: IconWebhook,
  SLACK: IconBrandSlack,
};

/** A tenant contact as one line: type icon, value, tags. All text from data renders as text. */
export function DestinationLabel({ destination: d }: { destination: TenantDestination }) {
  const Icon = ICONS[d.type];
  return (
    <Group gap="xs" wrap="nowrap">
      <Icon size={18} aria-label={d.type.toLowerCase()} role="img" style={NO_SHRINK} />
      <Text size="sm" truncate miw={0}>
        {d.value || d.uid || `#${d.id}`}
      </Text>
      {(d.tags ?? []).map((t) => (
        <Badge
          key={t}
          size="xs"
          variant={t === 'DEFAULT' ? 'filled' : 'outline'}
          tt="none"
          style={NO_SHRINK}
        >
          {t}
        </Badge>
      ))}
    </Group>
  );
}
