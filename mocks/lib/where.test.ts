import { describe, it, expect } from 'vitest';
import { compileWhere } from './where';
import { parseWhere } from './where-parse';
import { WhereSyntaxError } from './where-syntax';
import { compilePath } from './where-values';

const contract = {
  id: 3109,
  tenantId: 490,
  projectId: 898,
  address: '0xAbCdEf0000000000000000000000000000000001',
  status: 'ACTIVE',
  name: "O'Brien Vault",
  version: '0.0.1',
  tags: ['COMPLIANCE', 'Security'],
  enabled: true,
  score: 7.5,
  balance: -12,
  description: null,
  schema: { name: 'ERC20', fields: [{ name: 'owner' }, { name: 'spender' }] },
  createdAt: '2024-03-01T10:00:00Z',
  updatedAt: Date.parse('2024-06-01T00:00:00Z'),
  code: '42',
};

function matches(where: string, record: Record<string, unknown> = contract): boolean {
  return compileWhere(where)(record);
}

function syntaxError(where: string): WhereSyntaxError {
  try {
    parseWhere(where);
  } catch (e) {
    if (e instanceof WhereSyntaxError) return e;
    throw e;
  }
  throw new Error(`expected a syntax error for: ${where}`);
}

describe('parseWhere', () => {
  it('builds an AST with AND binding tighter than OR and NOT tightest', () => {
    expect(parseWhere('a = 1 or b = 2 AND not c = 3')).toEqual({
      type: 'or',
      children: [
        { type: 'compare', field: 'a', op: '=', value: 1 },
        {
          type: 'and',
          children: [
            { type: 'compare', field: 'b', op: '=', value: 2 },
            { type: 'not', child: { type: 'compare', field: 'c', op: '=', value: 3 } },
          ],
        },
      ],
    });
  });

  it('parses literals: strings with escaped quotes, numbers, booleans, null, bare enum values', () => {
    expect(parseWhere("name = 'O''Brien'")).toEqual({
      type: 'compare',
      field: 'name',
      op: '=',
      value: "O'Brien",
    });
    expect(parseWhere('x >= -1.25')).toMatchObject({ op: '>=', value: -1.25 });
    expect(parseWhere('x = TRUE')).toMatchObject({ value: true });
    expect(parseWhere('x = false')).toMatchObject({ value: false });
    expect(parseWhere('x = null')).toMatchObject({ value: null });
    expect(parseWhere('status=ACTIVE')).toMatchObject({ value: 'ACTIVE' });
    expect(parseWhere('address = 0xAb12')).toMatchObject({ value: '0xAb12' });
    expect(parseWhere('x != 1')).toMatchObject({ op: '<>' });
  });

  it('parses in / not in / like / not like / is [not] null and dotted fields', () => {
    expect(parseWhere("tags IN ('A', 2, null)")).toEqual({
      type: 'in',
      field: 'tags',
      values: ['A', 2, null],
      negated: false,
    });
    expect(parseWhere('id not in (1)')).toMatchObject({ type: 'in', negated: true });
    expect(parseWhere("schema.name Like 'erc%'")).toEqual({
      type: 'like',
      field: 'schema.name',
      pattern: 'erc%',
      negated: false,
    });
    expect(parseWhere("name NOT LIKE '%x'")).toMatchObject({ type: 'like', negated: true });
    expect(parseWhere('x is null')).toMatchObject({ op: '=', value: null });
    expect(parseWhere('x is not null')).toMatchObject({ op: '<>', value: null });
  });

  it('reports the position and what was expected', () => {
    const e = syntaxError('tenantId = 490 and projectId =');
    expect(e.position).toBe(30);
    expect(e.message).toBe(
      "Syntax error at position 30: expected a value after '=' but found end of input",
    );
  });

  it.each([
    ['tenantId = ', 11, /expected a value after '='/],
    ["name = 'abc", 7, /unterminated string literal/],
    ['(a = 1', 6, /expected '\)' to close the '\(' at position 0/],
    ['a = 1)', 5, /unbalanced '\)'/],
    ['a 1', 2, /expected a comparison operator/],
    ['a = 1 and', 9, /expected a field name/],
    ['a = 1 b = 2', 6, /expected 'and', 'or' or end of input but found 'b'/],
    ['x in 1', 5, /expected '\(' after 'in'/],
    ['x in (1 2)', 8, /expected ',' or '\)'/],
    ['x not = 1', 6, /expected 'in' or 'like' after 'not'/],
    ['x like 5', 7, /expected a quoted pattern/],
    ['x = "a"', 4, /single quotes/],
    ['x = 1 && y = 2', 6, /unexpected character '&'/],
    ['x ! 1', 2, /did you mean '!='/],
    ['1x = 2', 0, /expected a field name/],
    ['', 0, /found end of input/],
    ['x = and', 4, /expected a value after '='/],
  ])('rejects %j at position %i', (input, position, message) => {
    const e = syntaxError(input);
    expect(e.position).toBe(position);
    expect(e.message).toMatch(message);
    expect(e.message.startsWith(`Syntax error at position ${position}: `)).toBe(true);
  });
});

describe('compileWhere', () => {
  it('treats blank or absent input as match-all', () => {
    expect(compileWhere(undefined)({})).toBe(true);
    expect(compileWhere('')({})).toBe(true);
    expect(compileWhere('   ')({})).toBe(true);
  });

  it('throws the syntax error at compile time', () => {
    expect(() => compileWhere('tenantId =')).toThrow(WhereSyntaxError);
  });

  it('matches the service examples', () => {
    expect(matches('tenantId = 490')).toBe(true);
    expect(matches('tenantId = 491')).toBe(false);
    expect(
      matches("projectId = 898 AND address='0xabcdef0000000000000000000000000000000001'"),
    ).toBe(true);
    expect(
      matches("projectId = 898 AND address='0xabcdef0000000000000000000000000000000002'"),
    ).toBe(false);
    expect(matches("status=ACTIVE AND name='o''brien vault' AND version='0.0.1'")).toBe(true);
    expect(matches("status=INACTIVE AND name='o''brien vault'")).toBe(false);
    expect(
      matches("contractId = 3109 and tags='COMPLIANCE'", {
        contractId: 3109,
        tags: ['COMPLIANCE'],
      }),
    ).toBe(true);
    expect(
      matches("contractId = 3109 and tags='COMPLIANCE'", { contractId: 3109, tags: ['SECURITY'] }),
    ).toBe(false);
  });

  it('applies precedence, NOT and parentheses', () => {
    expect(matches('tenantId = 1 or tenantId = 490 and status = ACTIVE')).toBe(true);
    expect(matches('(tenantId = 1 or tenantId = 490) and status = INACTIVE')).toBe(false);
    expect(matches('tenantId = 490 or tenantId = 1 and status = INACTIVE')).toBe(true);
    expect(matches('not tenantId = 490')).toBe(false);
    expect(matches('NOT (tenantId = 1 OR id = 2)')).toBe(true);
    expect(matches('not not id = 3109')).toBe(true);
  });

  it('compares strings case-insensitively for =, <> and in', () => {
    expect(matches("status = 'active'")).toBe(true);
    expect(matches('status <> active')).toBe(false);
    expect(matches('status != PAUSED')).toBe(true);
    expect(matches("status in ('paused', 'Active')")).toBe(true);
    expect(matches("status in ('paused', 'deleted')")).toBe(false);
  });

  it('compares numbers numerically, including numeric string literals and fields', () => {
    expect(matches("id = '3109'")).toBe(true);
    expect(matches("id = '3109.0'")).toBe(true);
    expect(matches("id = '310'")).toBe(false);
    expect(matches('code = 42')).toBe(true);
    expect(matches('code > 5')).toBe(true); // numerically, although '42' < '5' as text
    expect(matches('score > 7')).toBe(true);
    expect(matches('score >= 7.5 and score <= 7.5')).toBe(true);
    expect(matches('score < 7.5')).toBe(false);
    expect(matches('balance < -11')).toBe(true);
    expect(matches('balance > -11.5')).toBe(false);
    expect(matches("id in ('3109', 1)")).toBe(true);
    expect(matches('id in (1, 2)')).toBe(false);
  });

  it('orders strings and dates', () => {
    expect(matches("name > 'n'")).toBe(true);
    expect(matches("name < 'N'")).toBe(false);
    expect(matches("createdAt >= '2024-03-01'")).toBe(true);
    expect(matches("createdAt < '2024-03-01'")).toBe(false);
    // An ISO date literal against an epoch-millis field compares as a timestamp.
    expect(matches("updatedAt > '2024-05-31'")).toBe(true);
    expect(matches("updatedAt > '2024-06-02'")).toBe(false);
  });

  it('matches booleans', () => {
    expect(matches('enabled = true')).toBe(true);
    expect(matches('enabled = false')).toBe(false);
    expect(matches("enabled = 'TRUE'")).toBe(true);
    expect(matches('enabled <> true')).toBe(false);
    expect(matches('flag = true', { flag: 'true' })).toBe(true);
  });

  it('treats missing fields and null as equal only to null', () => {
    expect(matches('description = null')).toBe(true);
    expect(matches('nope = null')).toBe(true);
    expect(matches('nope is null')).toBe(true);
    expect(matches('id = null')).toBe(false);
    expect(matches('id <> null')).toBe(true);
    expect(matches('nope <> null')).toBe(false);
    expect(matches("nope = 'x'")).toBe(false);
    expect(matches("nope <> 'x'")).toBe(true);
    expect(matches('nope > 1')).toBe(false);
    expect(matches('nope < 1')).toBe(false);
    expect(matches('nope in (1, null)')).toBe(true);
    expect(matches('nope in (1, 2)')).toBe(false);
    expect(matches('nope not in (1, 2)')).toBe(true);
    expect(matches("nope like '%'")).toBe(false);
    expect(matches("nope not like 'a%'")).toBe(true);
  });

  it('treats array fields as "contains"', () => {
    expect(matches("tags = 'security'")).toBe(true);
    expect(matches("tags = 'governance'")).toBe(false);
    expect(matches("tags <> 'governance'")).toBe(true);
    expect(matches("tags <> 'compliance'")).toBe(false);
    expect(matches("tags in ('x', 'SECURITY')")).toBe(true);
    expect(matches("tags not in ('x', 'security')")).toBe(false);
    expect(matches("tags like 'sec%'")).toBe(true);
    expect(matches('ids > 10', { ids: [1, 20] })).toBe(true);
    expect(matches('ids > 30', { ids: [1, 20] })).toBe(false);
    expect(matches("tags = 'a'", { tags: [] })).toBe(false);
  });

  it('resolves dotted paths, flattening arrays of objects', () => {
    expect(matches("schema.name = 'erc20'")).toBe(true);
    expect(matches("schema.name = 'erc721'")).toBe(false);
    expect(matches("schema.fields.name = 'spender'")).toBe(true);
    expect(matches("schema.fields.name = 'admin'")).toBe(false);
    expect(matches('schema.missing.deep = null')).toBe(true);
    expect(matches("name.length = 'x'")).toBe(false); // no walking into strings
  });

  it('does not see inherited object properties as fields', () => {
    expect(matches('constructor = null', {})).toBe(true);
    expect(matches('toString <> null', {})).toBe(false);
  });

  it('implements like with % and _, case-insensitively, and escapes', () => {
    expect(matches("name like 'o''brien%'")).toBe(true);
    expect(matches("name like '%VAULT'")).toBe(true);
    expect(matches("name like '%brien%'")).toBe(true);
    expect(matches("name like 'o_brien vault'")).toBe(true);
    expect(matches("name like 'o_brien'")).toBe(false);
    expect(matches("name like 'vault%'")).toBe(false);
    expect(matches("name like 'O''BRIEN VAULT'")).toBe(true);
    expect(matches("name not like '%vault'")).toBe(false);
    expect(matches("v like '100\\%'", { v: '100%' })).toBe(true);
    expect(matches("v like '100\\%'", { v: '1000' })).toBe(false);
    expect(matches("v like 'a.c'", { v: 'abc' })).toBe(false); // regex metacharacters are literal
    expect(matches("v like 'a%c_'", { v: 'a\nbcd' })).toBe(true);
    expect(matches("id like '31%'")).toBe(true); // numbers match by their text
  });
});

describe('compilePath', () => {
  it('reads top-level and nested values, undefined when absent', () => {
    expect(compilePath('id')(contract)).toBe(3109);
    expect(compilePath('schema.name')(contract)).toBe('ERC20');
    expect(compilePath('schema.fields.name')(contract)).toEqual(['owner', 'spender']);
    expect(compilePath('schema.nope')(contract)).toBeUndefined();
    expect(compilePath('id.x')(contract)).toBeUndefined();
  });
});
