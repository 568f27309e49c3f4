import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/http';
import { whereProblem } from './WhereFilter';

describe('whereProblem', () => {
  it('says what the service said about an applied clause, each sentence once', () => {
    const syntax = 'Invalid where clause: Syntax error at position 14';
    expect(whereProblem(new ApiError(400, syntax, [syntax]), "name = 'x' and")).toBe(syntax);
    expect(
      whereProblem(
        new ApiError(400, 'Invalid where clause', ["where: unknown field 'colour'"]),
        'colour = 1',
      ),
    ).toBe("Invalid where clause — where: unknown field 'colour'");
  });

  it('is silent without an applied clause or for other failures', () => {
    const bad = new ApiError(400, 'Invalid where clause', []);
    expect(whereProblem(bad, undefined)).toBeUndefined();
    expect(whereProblem(new ApiError(500, 'Internal error', []), 'id > 1')).toBeUndefined();
    expect(whereProblem(new Error('offline'), 'id > 1')).toBeUndefined();
  });
});
