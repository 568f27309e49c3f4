import { ThemeIcon } from '@mantine/core';
import { IconBrandSlack, IconBrandTelegram, IconMail, IconWebhook } from '@tabler/icons-react';
import type { DestinationType } from '@/api/destination/schemas';
import { TYPE_LABELS } from '@/components/destination/destination-text';

const ICONS = {
  EMAIL: IconMail,
  TELEGRAM: IconBrandTelegram,
  HTTP: IconWebhook,
  SLACK: IconBrandSlack,
} as const;

/** The type as a small icon, named for screen readers. */
export function TypeIcon({ type, size = 'md' }: { type: DestinationType; size?: 'md' | 'xl' }) {
  const Icon = ICONS[type];
  return (
    <ThemeIcon variant="light" size={size} radius="md" role="img" aria-label={TYPE_LABELS[type]}>
      <Icon size={size === 'xl' ? 24 : 16} aria-hidden />
    </ThemeIcon>
  );
}
