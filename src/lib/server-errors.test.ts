import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '@/api/http';
import { parseServiceErrors, toFormPath } from './server-errors';

describe('parseServiceErrors', () => {
  const known = (p: string) => ['name', 'tags.0', 'params.0.value'].includes(p);

  it('maps "field: message" entries onto form fields, nested paths included', () => {
    const err = new ApiError(400, 'Validation failed', [
      "name: a project named 'X' already exists",
      'params[0].value: value must have at least 1 character',
    ]);
    expect(parseServiceErrors(err, known)).toEqual([
      {
        field: 'name',
        message: "a project named 'X' already exists",
        raw: "name: a project named 'X' already exists",
      },
      {
        field: 'params.0.value',
        message: 'value must have at least 1 character',
        raw: 'params[0].value: value must have at least 1 character',
      },
    ]);
  });

  it('keeps entries for unknown fields and plain messages for the summary only', () => {
    const err = new ApiError(400, 'Bad', ['owner: nope', 'Something odd']);
    expect(parseServiceErrors(err, known).map((e) => e.field)).toEqual([null, null]);
  });

  it('falls back to the message when errors[] is empty, and ignores non-API errors', () => {
    expect(parseServiceErrors(new ApiError(500, 'Internal server error'), known)).toEqual([
      { field: null, message: 'Internal server error', raw: 'Internal server error' },
    ]);
    expect(parseServiceErrors(new NetworkError('offline'), known)).toEqual([]);
  });

  it('converts bracket indexes to form paths', () => {
    expect(toFormPath('detectors[2].scriptParams')).toBe('detectors.2.scriptParams');
  });
});
