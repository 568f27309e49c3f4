import type { Delivery, TenantDestination } from '../../src/api/destination/schemas';
import { parseBindUid } from '../../src/api/rules/telegram-uid';
import { db } from '../db/store';
import type { Implementations } from '../lib/implement';
import { pathId } from '../lib/implement';
import { mustGet, search } from '../lib/resource';
import { Problems } from './chain-shared';

type DeliveryImpl = Pick<Implementations, 'destinationTest' | 'destinationDeliveries'>;

/**
 * What a test-send would meet, decided from the record alone (the mock reaches no network):
 * an unbound Telegram contact has no chat; a webhook on a `.invalid`/`.test` host never
 * resolves; everything else is delivered.
 */
export function deliveryOutcome(
  d: TenantDestination,
): Pick<Delivery, 'status' | 'statusCode' | 'message' | 'durationMs'> {
  if (d.type === 'TELEGRAM' && !d.telegramChatId)
    return {
      status: 'FAILED',
      statusCode: null,
      message: `Not bound yet: send ${parseBindUid(d.uid)?.command ?? '/start'} to the bot`,
      durationMs: 0,
    };
  if (d.type === 'HTTP' && /\.(invalid|test)(:\d+)?(\/|$)/i.test(d.uri ?? ''))
    return {
      status: 'FAILED',
      statusCode: null,
      message: `Could not resolve the host of ${d.uri ?? ''}`,
      durationMs: 3000,
    };
  const where =
    d.type === 'HTTP'
      ? `${d.method ?? 'POST'} ${d.uri ?? ''}`
      : d.type === 'SLACK'
        ? `Slack ${d.slackChannelName ? `#${d.slackChannelName}` : 'webhook'}`
        : d.type === 'TELEGRAM'
          ? `Telegram chat ${d.telegramChatTitle ?? d.telegramChatId ?? ''}`
          : `e-mail to ${d.value ?? ''}`;
  return {
    status: 'DELIVERED',
    statusCode: d.type === 'EMAIL' ? null : 200,
    message: `Delivered: ${where}`,
    durationMs: 180,
  };
}

export const deliveryResolvers: DeliveryImpl = {
  destinationTest: ({ auth, params }) => {
    const t = auth.tenantId;
    const dest = mustGet(db.tables.destination, t, pathId(params, 'Destination'));
    const p = new Problems();
    if (dest.status !== 'ACTIVE') p.add('status', `destination ${dest.id} is ${dest.status}`);
    p.throwIfAny();
    const delivery: Delivery = {
      id: db.nextId(),
      destinationId: dest.id,
      timestamp: Date.now(),
      kind: 'TEST',
      ...deliveryOutcome(dest),
    };
    db.tables.delivery.insert(t, delivery);
    return delivery;
  },

  destinationDeliveries: ({ auth, params, body }) => {
    const t = auth.tenantId;
    const id = pathId(params, 'Destination');
    mustGet(db.tables.destination, t, id);
    const rows = db.tables.delivery.list(t).filter((d) => d.destinationId === id);
    return search(rows, { ...body, sort: body.sort ?? [{ field: 'timestamp', order: 'Desc' }] });
  },
};
