import type { TenantDestination } from '../../src/api/destination/schemas';
import { parseBindUid } from '../../src/api/rules/telegram-uid';
import { db } from '../db/store';

/** The bot the demo service binds through (seeded destinations use the same one). */
export const DEMO_TELEGRAM_BOT = 'VigilAlertsBot';

/**
 * What the service does when its bot receives `/start <uid>` (real-service notes, Telegram
 * binding): the unbound TELEGRAM destination with that uid gets its `telegram*` fields. The uid
 * may be sent as the record holds it (`telegram: /start <token>`), as the command or as the token.
 */
export function bindTelegram(uid: string, onlyTenant?: number): TenantDestination | undefined {
  const token = parseBindUid(uid)?.token;
  if (!token) return undefined;
  for (const { tenantId, record } of db.tables.destination.all()) {
    if (onlyTenant !== undefined && tenantId !== onlyTenant) continue;
    if (record.type !== 'TELEGRAM' || record.telegramChatId) continue;
    if (parseBindUid(record.uid)?.token !== token) continue;
    const userId = String(400_000_000 + (db.nextId() % 100_000_000));
    const next: TenantDestination = {
      ...record,
      telegramBotUsername: DEMO_TELEGRAM_BOT,
      telegramUserId: userId,
      telegramUsername: 'demo_user',
      telegramChatId: userId,
      telegramChatTitle: record.value ?? 'Demo user',
      telegramChatType: 'private',
      updatedAt: Date.now(),
    };
    db.tables.destination.replace(tenantId, next);
    return next;
  }
  return undefined;
}
