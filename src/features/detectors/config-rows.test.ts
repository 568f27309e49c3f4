import { describe, expect, it } from 'vitest';
import { configRows } from './config-rows';

describe('configRows', () => {
  const schema = {
    properties: {
      token: { type: 'string', title: 'API token', format: 'password' },
      threshold: { type: 'string', title: 'Threshold' },
      tokens: {
        type: 'array',
        title: 'Tokens',
        items: {
          type: 'object',
          properties: {
            token: { type: 'string', title: 'Token address' },
            threshold: { type: 'string', title: 'Drop threshold' },
            key: { type: 'string', format: 'password' },
          },
        },
      },
    },
  };

  it('orders by ui:order, labels by title, masks secrets, a list of objects one line each', () => {
    const rows = configRows(
      {
        tokens: [
          { threshold: '1%', token: '0x1', key: 'sk-item', note: { a: 1 } },
          { token: '0x2', threshold: '3%' },
        ],
        threshold: '> 10',
        token: 'sk-live',
        extra: 3,
      },
      schema,
      { 'ui:order': ['threshold', 'token', 'tokens'] },
    );
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ['Threshold', '> 10'],
      ['API token', 'Set (write-only, never shown)'],
      [
        'Tokens',
        'Token address: 0x1 · Drop threshold: 1% · key: Set (write-only, never shown) · note: {"a":1}\n' +
          'Token address: 0x2 · Drop threshold: 3%',
      ],
      ['extra', '3'],
    ]);
    expect(rows.find((r) => r.key === 'token')?.secret).toBe(true);
    expect(JSON.stringify(rows)).not.toContain('sk-live');
    expect(JSON.stringify(rows)).not.toContain('sk-item');
  });

  it('groups the digits of an amount, not of an id', () => {
    const rows = configRows(
      { threshold: '500000000000000000000000', gas_limit: 300000, chat_id: '123456789', min: '42' },
      null,
      null,
    );
    expect(rows.map((r) => r.value)).toEqual([
      '500,000,000,000,000,000,000,000',
      '300,000',
      '123456789',
      '42',
    ]);
  });

  it('says an enum by its name, a list of plain values one after another, a flag yes or no', () => {
    const rows = configRows(
      { direction: 'any', watched: ['0xA', '0xB'], none: [], deep: false },
      {
        properties: {
          direction: {
            type: 'string',
            title: 'Direction',
            enum: ['any', 'incoming'],
            enumNames: ['Any direction', 'Incoming only'],
          },
          watched: { type: 'array', title: 'Watched addresses' },
          none: { type: 'array', title: 'Ignored' },
          deep: { type: 'boolean', title: 'Deep trace' },
        },
      },
      null,
    );
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ['Direction', 'Any direction'],
      ['Watched addresses', '0xA, 0xB'],
      ['Ignored', 'None'],
      ['Deep trace', 'No'],
    ]);
  });

  it("names a severity by its level, Auto without the service's -1", () => {
    const values = (severity: number) =>
      configRows({ severity }, { properties: { severity: { type: 'number' } } }, null)[0]?.value;
    expect(values(-1)).toBe('Auto');
    expect(values(0.75)).toBe('Critical (0.75)');
  });
});
