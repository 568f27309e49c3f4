import { describe, expect, it } from 'vitest';
import { capitalise, countOf } from './words';

describe('countOf', () => {
  it('names one in the singular and any other count in the plural', () => {
    expect(countOf(1, 'unlock')).toBe('1 unlock');
    expect(countOf(0, 'unlock')).toBe('0 unlocks');
    expect(countOf(24, 'unlock')).toBe('24 unlocks');
  });

  it('takes an irregular plural', () => {
    expect(countOf(2, 'entry', 'entries')).toBe('2 entries');
  });
});

describe('capitalise', () => {
  it('upper-cases the first letter only and leaves an empty text empty', () => {
    expect(capitalise('roles: this key may not')).toBe('Roles: this key may not');
    expect(capitalise('Already')).toBe('Already');
    expect(capitalise('')).toBe('');
  });
});
