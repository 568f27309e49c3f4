import { describe, expect, it } from 'vitest';
import { anyErrorShown, errorShown, inRow } from './shown-errors';

const required = { type: 'too_small', message: 'An alert needs a name' };

describe('when a field shows its error', () => {
  it('tells a row’s field from a field of the form', () => {
    expect(inRow('alerts.1.name')).toBe(true);
    expect(inRow('detectors.0')).toBe(true);
    expect(inRow('name')).toBe(false);
    expect(inRow('gas.limit')).toBe(false);
  });

  it('shows a field’s own error at once, a row’s once left, submitted or from the service', () => {
    expect(errorShown('name', required, false, false)).toBe(true);
    expect(errorShown('alerts.1.name', required, false, false)).toBe(false);
    expect(errorShown('alerts.1.name', required, true, false)).toBe(true);
    expect(errorShown('alerts.1.name', required, false, true)).toBe(true);
    expect(errorShown('alerts.1.name', { type: 'server', message: 'taken' }, false, false)).toBe(
      true,
    );
    expect(errorShown('name', undefined, true, true)).toBe(false);
  });

  it('flags a part of the form by the errors it shows', () => {
    const errors = [{ name: required }, { name: required }];
    expect(anyErrorShown('alerts', errors, undefined, false)).toBe(false);
    expect(anyErrorShown('alerts', errors, [undefined, { name: true }], false)).toBe(true);
    expect(anyErrorShown('alerts', errors, undefined, true)).toBe(true);
    expect(anyErrorShown('name', required, undefined, false)).toBe(true);
  });
});
