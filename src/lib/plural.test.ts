import { describe, expect, it } from 'vitest';
import { countOf } from './plural';

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
