import type { TenantDestination } from '../../../src/api/destination/schemas';
import { telegramUid } from '../../../src/api/rules/telegram-uid';
import type { Store } from '../store';
import { TENANT_A, TENANT_B } from './foundation';
import type { Rng } from './rng';
import { DAY } from './rng';

/** Fixed ids: the chain seed attaches these to detectors, trigger alerts and actions. */
export const DESTINATION_IDS = {
  a: { email: 301, telegram: 302, http: 303, slack: 304 },
  b: { email: 305, slack: 306 },
} as const;

type Draft = TenantDestination & { ageDays: number };

const NW_TG_BOT = 'VigilAlertsBot';

// One destination per line (or block) reads as a table; keep the formatter off it.
// prettier-ignore
const drafts: Draft[] = [
  // ── Tenant A (Northwind) ──
  { id: 301, tenantId: TENANT_A, type: 'EMAIL', value: 'secops@northwind.example', tags: ['DEFAULT'], status: 'ACTIVE', ageDays: 380 },
  {
    id: 302, tenantId: TENANT_A, type: 'TELEGRAM', value: 'Northwind SecOps', tags: ['DEFAULT', 'DETECTOR'], status: 'ACTIVE', ageDays: 360,
    telegramBotUsername: NW_TG_BOT, telegramUserId: '481516234', telegramUsername: 'mkowalski',
    telegramChatId: '-1001874522913', telegramChatTitle: 'Northwind SecOps', telegramChatType: 'supergroup',
  },
  {
    id: 303, tenantId: TENANT_A, type: 'HTTP', value: 'https://hooks.northwind.example/vigil', tags: ['DETECTOR'], status: 'ACTIVE', ageDays: 300,
    uri: 'https://hooks.northwind.example/vigil', method: 'POST',
    headers: { 'X-Vigil-Source': 'northwind', Authorization: 'Bearer nw-webhook-2f9c' },
  },
  {
    id: 304, tenantId: TENANT_A, type: 'SLACK', value: '#treasury-alerts', tags: ['WALLET'], status: 'ACTIVE', ageDays: 250,
    slackUri: 'https://hooks.slack.com/services/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',
    slackChannelId: 'C06TRSY22', slackChannelName: 'treasury-alerts',
  },
  { id: 310, tenantId: TENANT_A, type: 'EMAIL', value: 'oncall@northwind.example', tags: ['DETECTOR'], status: 'ACTIVE', ageDays: 200 },
  { id: 311, tenantId: TENANT_A, type: 'EMAIL', value: 'compliance@northwind.example', tags: ['DETECTOR', 'WALLET'], status: 'ACTIVE', ageDays: 150 },
  // Created but never bound: the user has not sent `/start <uid>` to the bot yet.
  { id: 312, tenantId: TENANT_A, type: 'TELEGRAM', value: 'Treasury desk', tags: ['WALLET'], status: 'ACTIVE', ageDays: 12 },
  {
    id: 313, tenantId: TENANT_A, type: 'HTTP', value: 'https://siem.northwind.example/ingest/vigil', tags: [], status: 'DISABLED', ageDays: 90,
    uri: 'https://siem.northwind.example/ingest/vigil', method: 'PUT', headers: { 'X-Api-Key': 'siem-7d21' },
  },
  // ── Tenant B (Helios) ──
  { id: 305, tenantId: TENANT_B, type: 'EMAIL', value: 'alerts@helios.example', tags: ['DEFAULT'], status: 'ACTIVE', ageDays: 190 },
  {
    id: 306, tenantId: TENANT_B, type: 'SLACK', value: '#helios-monitoring', tags: ['DEFAULT', 'DETECTOR'], status: 'ACTIVE', ageDays: 180,
    slackUri: 'https://hooks.slack.com/services/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',
    slackChannelId: 'C07MNTR01', slackChannelName: 'helios-monitoring',
  },
  {
    id: 320, tenantId: TENANT_B, type: 'TELEGRAM', value: 'Helios core team', tags: ['DETECTOR'], status: 'ACTIVE', ageDays: 170,
    telegramBotUsername: NW_TG_BOT, telegramUserId: '730021458', telegramUsername: 'helios_ops',
    telegramChatId: '-1002213379054', telegramChatTitle: 'Helios core team', telegramChatType: 'group',
  },
  {
    id: 321, tenantId: TENANT_B, type: 'HTTP', value: 'https://relay.helios.example:8443/alerts', tags: ['WALLET'], status: 'ACTIVE', ageDays: 120,
    uri: 'https://relay.helios.example:8443/alerts', method: 'POST', headers: {},
  },
  // Not bound yet: nobody has sent `/start <uid>` to the bot.
  { id: 323, tenantId: TENANT_B, type: 'TELEGRAM', value: 'Helios treasury desk', tags: ['WALLET'], status: 'ACTIVE', ageDays: 5 },
  { id: 322, tenantId: TENANT_B, type: 'EMAIL', value: 'treasury@helios.example', tags: ['WALLET'], status: 'ACTIVE', ageDays: 60 },
];

export function seedDestinations(store: Store, rng: Rng, now: number): void {
  for (const { ageDays, ...d } of drafts) {
    const createdAt = now - ageDays * DAY + rng.int(0, 80_000_000);
    const token = rng.hex(8);
    store.tables.destination.insert(d.tenantId ?? TENANT_A, {
      ...d,
      // Every destination has a binding token; only the chat type makes the user see it.
      uid: d.type === 'TELEGRAM' ? telegramUid(token) : token,
      createdAt,
      updatedAt: createdAt + rng.int(0, Math.max(1, ageDays - 1)) * DAY,
    });
  }
}
