import { describe, expect, it } from 'vitest';
import { andWhere, equals, inProjectContracts, quote, textMatch } from './where';

describe('where builder', () => {
  it('quotes strings, doubling single quotes', () => {
    expect(quote("O'Brien")).toBe("'O''Brien'");
  });
  it('joins present clauses with and, parenthesised', () => {
    expect(andWhere(undefined, 'a = 1', '', 'b = 2 or c = 3')).toBe('(a = 1) and (b = 2 or c = 3)');
    expect(andWhere('a = 1')).toBe('a = 1');
    expect(andWhere(null, false)).toBeUndefined();
  });
  it('matches text on several fields', () => {
    expect(textMatch(' lend ', ['name', 'description'])).toBe(
      "name like '%lend%' or description like '%lend%'",
    );
    expect(textMatch('  ', ['name'])).toBeUndefined();
  });
  it('compares numbers bare and strings quoted', () => {
    expect(equals('projectId', 5)).toBe('projectId = 5');
    expect(equals('status', 'ACTIVE')).toBe("status = 'ACTIVE'");
    expect(equals('status', undefined)).toBeUndefined();
  });
});

describe('inProjectContracts', () => {
  it('filters by a project’s contracts, matches nothing for an empty project, waits for the list', () => {
    expect(inProjectContracts(undefined, [1, 2])).toBeUndefined();
    expect(inProjectContracts(101, undefined)).toBeUndefined();
    expect(inProjectContracts(101, [])).toBe('id = 0');
    expect(inProjectContracts(101, [1001, 1002])).toBe('contractId in (1001, 1002)');
  });
});
