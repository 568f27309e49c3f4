import { z } from 'zod/mini';
import { StatusSchema } from '@/api/common';
import {
  DestinationTagSchema,
  DestinationTypeSchema,
  type CreateTenantDestination,
  type TenantDestination,
} from '@/api/destination/schemas';
import {
  EMAIL_ADDRESS,
  HEADER_NAME,
  HTTP_METHODS,
  slackUriProblem,
  webhookUriProblem,
} from '@/api/rules/destination';
import { LIMITS } from '@/api/rules/limits';

/** One header row; `savedName` marks a stored header whose value is kept unless retyped. */
const HeaderRowSchema = z.object({
  name: z.string().check(z.trim()),
  value: z.string().check(z.maxLength(LIMITS.url, { error: 'header value is too long' })),
  savedName: z.optional(z.string()),
});
export type HeaderRow = z.input<typeof HeaderRowSchema>;

const fields = z.object({
  type: DestinationTypeSchema,
  value: z.string().check(z.trim(), z.maxLength(LIMITS.url, { error: 'too long' })),
  tags: z.array(DestinationTagSchema),
  status: StatusSchema,
  uri: z.string().check(z.trim(), z.maxLength(LIMITS.url, { error: 'uri is too long' })),
  method: z.enum(HTTP_METHODS),
  headers: z.array(HeaderRowSchema),
  slackUri: z.string().check(z.trim(), z.maxLength(LIMITS.url, { error: 'slackUri is too long' })),
});

type Fields = z.output<typeof fields>;
type Issue = { path: (string | number)[]; message: string };

/** The per-type rules, with the mock's words (src/api/rules/destination.ts). */
function typeIssues(v: Fields): Issue[] {
  const out: Issue[] = [];
  const need = (ok: boolean, path: (string | number)[], message: string) =>
    ok || out.push({ path, message });
  if (v.type === 'EMAIL') {
    need(v.value !== '', ['value'], 'e-mail address is required');
    // Worded as the invitation's address (InviteUserModal): one wording for one mistake.
    need(
      v.value === '' || EMAIL_ADDRESS.test(v.value),
      ['value'],
      'value must look like name@example.com',
    );
  }
  if (v.type === 'TELEGRAM') need(v.value !== '', ['value'], 'name is required');
  if (v.type === 'HTTP') {
    const problem = v.uri === '' ? 'uri is required' : webhookUriProblem(v.uri);
    if (problem) out.push({ path: ['uri'], message: problem });
    const seen = new Set<string>();
    v.headers.forEach((h, i) => {
      if (h.name === '' && h.value === '' && !h.savedName) return;
      need(
        HEADER_NAME.test(h.name),
        ['headers', i, 'name'],
        h.name === ''
          ? 'name the header'
          : 'a header name is letters, digits and - (no spaces), such as X-Api-Key',
      );
      need(!seen.has(h.name.toLowerCase()), ['headers', i, 'name'], 'header named twice');
      need(h.value !== '' || !!h.savedName, ['headers', i, 'value'], 'value is required');
      seen.add(h.name.toLowerCase());
    });
  }
  if (v.type === 'SLACK') {
    // In the form's order: the summary lists them so.
    const slack = v.slackUri === '' ? 'slackUri is required' : slackUriProblem(v.slackUri);
    if (slack) out.push({ path: ['slackUri'], message: slack });
    need(v.value !== '', ['value'], 'channel is required');
    // Slack's channel names are one word (letters, digits, - and _): a space names no channel.
    need(v.value === '' || !/\s/.test(v.value.trim()), ['value'], 'a channel name has no spaces');
  }
  return out;
}

/**
 * The destination form: every type's fields, checked by the chosen type's rules, turned into
 * the request body of that type only (the mock refuses another type's fields). A stored
 * header's value never comes back into the form: `keep` supplies it on save.
 */
export const destinationFormSchema = (keep: Record<string, string> = {}) =>
  z.pipe(
    fields.check(
      z.superRefine((v, ctx) => {
        for (const i of typeIssues(v)) ctx.addIssue({ code: 'custom', ...i });
      }),
    ),
    z.transform((v): CreateTenantDestination => {
      const base = { type: v.type, tags: v.tags, status: v.status };
      if (v.type === 'HTTP') {
        const headers: Record<string, string> = {};
        for (const h of v.headers) {
          if (h.name === '') continue;
          headers[h.name] = h.value === '' && h.savedName ? (keep[h.savedName] ?? '') : h.value;
        }
        return { ...base, value: v.uri, uri: v.uri, method: v.method, headers };
      }
      if (v.type === 'SLACK') return { ...base, value: v.value, slackUri: v.slackUri };
      return { ...base, value: v.value };
    }),
  );

export type DestinationFormValues = z.input<typeof fields>;

export const emptyDestination: DestinationFormValues = {
  type: 'EMAIL',
  value: '',
  tags: [],
  status: 'ACTIVE',
  uri: '',
  method: 'POST',
  headers: [],
  slackUri: '',
};

const methodOf = (m: string | null | undefined) =>
  HTTP_METHODS.find((x) => x === m?.toUpperCase()) ?? 'POST';

/** The form filled from a record; header values stay on the service side (masked). */
export function destinationDefaults(d: TenantDestination): DestinationFormValues {
  return {
    type: d.type,
    value: d.type === 'HTTP' ? '' : (d.value ?? ''),
    tags: d.tags ?? [],
    status: d.status === 'DISABLED' ? 'DISABLED' : 'ACTIVE',
    uri: d.uri ?? '',
    method: methodOf(d.method),
    headers: Object.keys(d.headers ?? {}).map((name) => ({ name, value: '', savedName: name })),
    slackUri: d.slackUri ?? '',
  };
}

/** Another destination that reaches the same place as the form's values, and on which field. */
export interface SameTarget {
  field: 'value' | 'uri';
  id: number;
  /** What the other one already does: "sends to this address". */
  does: string;
}

const same = (a: string | null | undefined, b: string) =>
  (a ?? '').trim().toLowerCase() === b.trim().toLowerCase() && b.trim() !== '';

/**
 * The first of `others` (the tenant's destinations) that reaches where these values do: the same
 * e-mail address, Telegram name, webhook URI, or Slack webhook and channel. The service's rule on
 * twins is not known (docs/spec-gaps.md, row 118): the form warns
 * and still saves.
 */
export function sameTarget(
  others: readonly TenantDestination[],
  v: DestinationFormValues,
  exceptId?: number,
): SameTarget | null {
  const twin = others.find((d) => {
    if (d.id === exceptId || d.type !== v.type) return false;
    if (v.type === 'HTTP') return same(d.uri ?? d.value, v.uri);
    if (v.type === 'SLACK') return same(d.slackUri, v.slackUri) && same(d.value, v.value);
    return same(d.value, v.value);
  });
  if (!twin) return null;
  const does = {
    EMAIL: 'sends to this address',
    TELEGRAM: 'has this name',
    HTTP: 'calls this URI',
    SLACK: 'posts to this channel with this webhook',
  }[v.type];
  return { field: v.type === 'HTTP' ? 'uri' : 'value', id: twin.id, does };
}
