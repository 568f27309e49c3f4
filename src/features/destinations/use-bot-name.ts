import { useQuery } from '@tanstack/react-query';
import { destinationQueries } from '@/api/destination/queries';
import type { TenantDestination } from '@/api/destination/schemas';

/**
 * The service's bot: the record's own `telegramBotUsername`, else the one a bound contact of the
 * tenant names (the interface sends the bot only after binding; docs/spec-gaps.md row 92).
 */
export function useBotName(d: TenantDestination): string | undefined {
  const own = d.telegramBotUsername?.trim();
  const bound = useQuery({
    ...destinationQueries.list({ where: 'type = TELEGRAM', size: 100 }),
    enabled: !own,
  });
  if (own) return own.replace(/^@/, '');
  const other = bound.data?.data.find((x) => x.telegramBotUsername?.trim());
  return other?.telegramBotUsername?.trim().replace(/^@/, '') || undefined;
}
