import { describe, expect, it } from 'vitest';
import { sameProps } from './same-props';

describe('sameProps', () => {
  const onChange = () => undefined;

  it('holds props alike when each is the same value or a plain object of the same values', () => {
    const a = { search: { tz: 'UTC', q: '' }, range: { from: 1, to: 2 }, onChange, title: 'Usage' };
    const b = { search: { tz: 'UTC', q: '' }, range: { from: 1, to: 2 }, onChange, title: 'Usage' };
    expect(sameProps(a, b)).toBe(true);
  });

  it('tells apart a changed value, one level down, a new function or array, an added prop', () => {
    const base = { range: { from: 1, to: 2 }, onChange, rows: [1] as number[], title: 'a' };
    expect(sameProps(base, { ...base, title: 'b' })).toBe(false);
    expect(sameProps(base, { ...base, range: { from: 1, to: 3 } })).toBe(false);
    const wider = { from: 1, to: 2, extra: 0 };
    expect(sameProps(base, { ...base, range: wider })).toBe(false);
    expect(sameProps(base, { ...base, onChange: () => undefined })).toBe(false);
    expect(sameProps(base, { ...base, rows: [1] })).toBe(false);
    expect(sameProps(base, { ...base, more: true } as typeof base)).toBe(false);
    // Two levels down is identity: a nested object made anew is a change.
    expect(sameProps({ s: { n: { x: 1 } } }, { s: { n: { x: 1 } } })).toBe(false);
  });
});
