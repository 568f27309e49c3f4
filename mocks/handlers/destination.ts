import type {
  CreateTenantDestination,
  DestinationType,
  TenantDestination,
} from '../../src/api/destination/schemas';
import {
  EMAIL_ADDRESS,
  HEADER_NAME,
  HTTP_METHODS,
  slackUriProblem,
  webhookUriProblem,
} from '../../src/api/rules/destination';
import { telegramUid } from '../../src/api/rules/telegram-uid';
import { db } from '../db/store';
import { badRequest } from '../lib/errors';
import type { Implementations } from '../lib/implement';
import { pathId } from '../lib/implement';
import { defined, mustGet, searchOwn } from '../lib/resource';

type DestinationImpl = Pick<
  Implementations,
  | 'destinationSearch'
  | 'destinationCreate'
  | 'destinationGet'
  | 'destinationUpdate'
  | 'destinationDelete'
>;

type TypeField = keyof CreateTenantDestination;

/** Fields that belong to one type only; sent with another type they would be silently dropped. */
const TYPE_FIELDS: Record<DestinationType, TypeField[]> = {
  EMAIL: [],
  TELEGRAM: [],
  HTTP: ['uri', 'method', 'headers'],
  SLACK: ['slackUri', 'slackChannelId', 'slackChannelName'],
};
/** Every type's own fields, together. */
const INPUT_TYPE_FIELDS = Object.values(TYPE_FIELDS).flat();
const TELEGRAM_FIELDS = [
  'telegramBotUsername',
  'telegramUserId',
  'telegramUsername',
  'telegramChatId',
  'telegramChatTitle',
  'telegramChatType',
] as const;

type Fields = Partial<CreateTenantDestination>;

/** Per-type rules on the merged record; one entry per violated rule, each naming its field. */
function typeErrors(d: Fields & { type: DestinationType }): string[] {
  const errors: string[] = [];
  for (const f of INPUT_TYPE_FIELDS) {
    if (d[f] !== undefined && !TYPE_FIELDS[d.type].includes(f)) {
      errors.push(`${f}: not allowed for ${d.type} destinations`);
    }
  }
  if (d.type === 'EMAIL') {
    if (!d.value?.trim()) errors.push('value: is required for EMAIL destinations (the address)');
    else if (!EMAIL_ADDRESS.test(d.value.trim())) errors.push('value: must be an e-mail address');
  }
  if (d.type === 'HTTP') {
    if (!d.uri) errors.push('uri: is required for HTTP destinations');
    else {
      const problem = webhookUriProblem(d.uri);
      if (problem) errors.push(`uri: ${problem}`);
    }
    const methods: readonly string[] = HTTP_METHODS;
    if (d.method !== undefined && !methods.includes(d.method.toUpperCase())) {
      errors.push(`method: must be one of ${HTTP_METHODS.join(', ')}`);
    }
    for (const name of Object.keys(d.headers ?? {})) {
      if (!HEADER_NAME.test(name)) errors.push(`headers.${name}: not a valid header name`);
    }
  }
  if (d.type === 'SLACK') {
    if (!d.slackUri) errors.push('slackUri: is required for SLACK destinations');
    else {
      const problem = slackUriProblem(d.slackUri);
      if (problem) errors.push(`slackUri: ${problem}`);
    }
  }
  return errors;
}

function assertValid(d: Fields & { type: DestinationType }): void {
  const errors = typeErrors(d);
  if (errors.length) throw badRequest('Validation failed', errors);
}

/**
 * A bind token: the user sends `/start <uid>` to the service's bot (real-service notes); for the
 * chat type the interface gives `uid` the form `<chat_service_name>: /start {uid}`.
 */
function newUid(type: DestinationType): string {
  // getRandomValues, not randomUUID: the demo may be served from a non-secure (plain http) origin.
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  const token = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return type === 'TELEGRAM' ? telegramUid(token) : token;
}

/**
 * The record's `value` when the body leaves it out (it is the type's own field for all but
 * EMAIL): the URI (HTTP), the channel (SLACK), the chat's name once bound (TELEGRAM, none yet).
 */
function defaultValue(d: Fields & { type: DestinationType }): string {
  if (d.type === 'HTTP') return d.uri?.trim() ?? '';
  if (d.type === 'SLACK') {
    const channel = d.slackChannelName?.trim().replace(/^#/, '');
    return channel ? `#${channel}` : '';
  }
  return '';
}

function normalise(d: Fields): Fields {
  return {
    ...d,
    ...(d.value !== undefined ? { value: d.value.trim() } : {}),
    ...(d.method !== undefined ? { method: d.method.toUpperCase() } : {}),
  };
}

/** A link to a destination inside a detector, trigger alert or action: by id or embedded. */
type Link = { tenantDestination?: { id: number } | null; [k: string]: unknown };
type WithDestinations = { destinations?: Link[] | null };
const linksTo = (id: number) => (d: Link) =>
  d.tenantDestinationId === id || d.tenantDestination?.id === id;
function detach<T extends WithDestinations>(record: T, id: number): T | undefined {
  if (!record.destinations?.some(linksTo(id))) return undefined;
  return { ...record, destinations: record.destinations.filter((d) => !linksTo(id)(d)) };
}

/**
 * Deleting a destination in use is allowed: monitors may exist without any channel (users ask
 * to save one before a channel exists), so its references are removed instead of left dangling.
 */
function detachEverywhere(tenantId: number, id: number): void {
  const t = db.tables;
  for (const d of t.detector.list(tenantId)) {
    const next = detach(d, id);
    if (next) t.detector.replace(tenantId, next);
  }
  for (const a of t.action.list(tenantId)) {
    const next = detach(a, id);
    if (next) t.action.replace(tenantId, next);
  }
  for (const tr of t.trigger.list(tenantId)) {
    if (!tr.alerts?.some((al) => detach(al, id))) continue;
    t.trigger.replace(tenantId, { ...tr, alerts: tr.alerts.map((al) => detach(al, id) ?? al) });
  }
}

export const destinationResolvers: DestinationImpl = {
  destinationSearch: ({ auth, body }) => searchOwn(db.tables.destination, auth.tenantId, body),

  destinationCreate: ({ auth, body }) => {
    const input = normalise(body);
    assertValid({ ...input, type: body.type });
    const now = Date.now();
    const record: TenantDestination = {
      ...input,
      value: input.value || defaultValue({ ...input, type: body.type }),
      id: db.nextId(),
      createdAt: now,
      updatedAt: now,
      tenantId: auth.tenantId,
      type: body.type,
      status: body.status ?? 'ACTIVE',
      tags: body.tags ?? [],
      // TELEGRAM is returned unbound: the telegram* fields appear once the bot sees `/start <uid>`.
      uid: newUid(body.type),
      ...(body.type === 'HTTP'
        ? { method: input.method ?? 'POST', headers: input.headers ?? {} }
        : {}),
    };
    return db.tables.destination.insert(auth.tenantId, record);
  },

  destinationGet: ({ auth, params }) =>
    mustGet(db.tables.destination, auth.tenantId, pathId(params, 'Destination')),

  destinationUpdate: ({ auth, params, body }) => {
    const current = mustGet(db.tables.destination, auth.tenantId, pathId(params, 'Destination'));
    const patch = normalise(defined(body));
    const type = patch.type ?? current.type;
    let base: TenantDestination = current;
    if (type !== current.type) {
      // A new type: the old type's settings and chat binding no longer mean anything.
      base = { ...current, uid: newUid(type) };
      for (const f of [...INPUT_TYPE_FIELDS, ...TELEGRAM_FIELDS] as const) {
        delete base[f];
      }
    }
    const merged = { ...base, ...patch, type, updatedAt: Date.now() };
    // Only the patch can bring another type's field; stored ones were valid when written.
    assertValid({
      ...patch,
      type,
      value: merged.value ?? undefined,
      uri: merged.uri ?? undefined,
      slackUri: merged.slackUri ?? undefined,
    });
    db.tables.destination.replace(auth.tenantId, merged);
    return merged;
  },

  destinationDelete: ({ auth, params }) => {
    const id = pathId(params, 'Destination');
    const current = mustGet(db.tables.destination, auth.tenantId, id);
    detachEverywhere(auth.tenantId, id);
    db.tables.destination.remove(auth.tenantId, id);
    return { uid: current.uid ?? String(id) };
  },
};
