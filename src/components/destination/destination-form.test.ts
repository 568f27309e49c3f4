import { describe, expect, it } from 'vitest';
import { userMessage } from '@/components/form/messages';
import type { TenantDestination } from '@/api/destination/schemas';
import {
  destinationDefaults,
  destinationFormSchema,
  emptyDestination,
  sameTarget,
} from './destination-form';

const parse = (v: Partial<typeof emptyDestination>, keep?: Record<string, string>) =>
  destinationFormSchema(keep).safeParse({ ...emptyDestination, ...v });
const problems = (r: ReturnType<typeof parse>) =>
  r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('destination form', () => {
  it('sends only the chosen type’s fields', () => {
    const r = parse({
      type: 'SLACK',
      value: '#ops',
      slackUri: 'https://hooks.slack.com/services/T/B/x',
      uri: 'https://left.over/from-http',
    });
    expect(r.data).toEqual({
      type: 'SLACK',
      value: '#ops',
      slackUri: 'https://hooks.slack.com/services/T/B/x',
      tags: [],
      status: 'ACTIVE',
    });
  });

  it('checks each type by its own rules', () => {
    expect(problems(parse({ type: 'EMAIL', value: 'not-mail' }))).toEqual([
      'value: value must look like name@example.com',
    ]);
    expect(problems(parse({ type: 'HTTP', uri: 'http://hooks.example/x' }))).toEqual([
      'uri: must use https (plain http only for localhost / 127.0.0.1 / [::1])',
    ]);
    expect(problems(parse({ type: 'HTTP', uri: 'http://127.0.0.1:9000/x' }))).toEqual([]);
    expect(
      problems(parse({ type: 'SLACK', value: '#a', slackUri: 'https://evil.example' })),
    ).toEqual(['slackUri: must start with https://hooks.slack.com/']);
    // An empty webhook is named as its field is labelled ("Webhook URI is required" read wrong).
    const empty = parse({ type: 'SLACK', value: '#a', slackUri: '' });
    const issue = empty.success ? undefined : empty.error.issues[0];
    expect(
      userMessage(String(issue?.path.join('.')), String(issue?.message), {
        slackUri: 'Slack webhook URI',
      }),
    ).toBe('Slack webhook URI is required');
    const hook = 'https://hooks.slack.com/services/T/B/x';
    expect(problems(parse({ type: 'SLACK', value: 'general channel', slackUri: hook }))).toEqual([
      'value: a channel name has no spaces',
    ]);
    expect(problems(parse({ type: 'SLACK', value: '#treasury-alerts', slackUri: hook }))).toEqual(
      [],
    );
    expect(problems(parse({ type: 'TELEGRAM' }))).toEqual(['value: name is required']);
  });

  it('refuses bad and repeated header names, and a new header without a value', () => {
    const r = parse({
      type: 'HTTP',
      uri: 'https://x.example/h',
      headers: [
        { name: 'Bad Name', value: 'v' },
        { name: 'X-Key', value: 'a' },
        { name: 'x-key', value: 'b' },
        { name: 'X-Empty', value: '' },
      ],
    });
    expect(problems(r)).toEqual([
      'headers.0.name: a header name is letters, digits and - (no spaces), such as X-Api-Key',
      'headers.2.name: header named twice',
      'headers.3.value: value is required',
    ]);
  });

  it('keeps a saved header value left empty, and uses a retyped one', () => {
    const stored = {
      id: 9,
      type: 'HTTP' as const,
      uri: 'https://x.example/h',
      method: 'put',
      headers: { 'X-Key': 'secret-1', Authorization: 'Bearer b' },
    };
    const defaults = destinationDefaults(stored);
    expect(defaults.headers.map((h) => h.value)).toEqual(['', '']);
    expect(defaults.method).toBe('PUT');
    const r = destinationFormSchema(stored.headers).parse({
      ...defaults,
      headers: [
        { name: 'X-Api-Key', value: '', savedName: 'X-Key' },
        { name: 'Authorization', value: 'Bearer new', savedName: 'Authorization' },
      ],
    });
    expect(r.headers).toEqual({ 'X-Api-Key': 'secret-1', Authorization: 'Bearer new' });
    expect(r.value).toBe('https://x.example/h');
  });
});

describe('a destination to the same place as another', () => {
  const d = (id: number, over: Partial<TenantDestination>) =>
    ({ id, type: 'EMAIL', value: '', status: 'ACTIVE', tags: [], ...over }) as TenantDestination;
  const others = [
    d(1, { value: 'SecOps@Example.com' }),
    d(2, { type: 'TELEGRAM', value: 'Desk' }),
    d(3, { type: 'HTTP', value: 'https://h.example/x', uri: 'https://h.example/x' }),
    d(4, { type: 'SLACK', value: '#ops', slackUri: 'https://hooks.slack.com/services/A' }),
  ];
  const v = (over: Partial<typeof emptyDestination>) => ({ ...emptyDestination, ...over });

  it('is found by address (any case), name, URI, or webhook and channel, on the field that says it', () => {
    expect(sameTarget(others, v({ value: ' secops@example.com ' }))).toEqual({
      field: 'value',
      id: 1,
      does: 'sends to this address',
    });
    expect(sameTarget(others, v({ type: 'TELEGRAM', value: 'desk' }))?.id).toBe(2);
    expect(sameTarget(others, v({ type: 'HTTP', uri: 'https://h.example/x' }))).toMatchObject({
      field: 'uri',
      id: 3,
    });
    const slack = { type: 'SLACK' as const, slackUri: 'https://hooks.slack.com/services/A' };
    expect(sameTarget(others, v({ ...slack, value: '#ops' }))?.id).toBe(4);
  });

  it('is not the record being edited, another type, another channel, or an empty field', () => {
    expect(sameTarget(others, v({ value: 'secops@example.com' }), 1)).toBeNull();
    expect(sameTarget(others, v({ type: 'TELEGRAM', value: 'secops@example.com' }))).toBeNull();
    const slack = { type: 'SLACK' as const, slackUri: 'https://hooks.slack.com/services/A' };
    expect(sameTarget(others, v({ ...slack, value: '#other' }))).toBeNull();
    expect(sameTarget([d(5, { value: '' })], v({ value: '' }))).toBeNull();
  });
});
