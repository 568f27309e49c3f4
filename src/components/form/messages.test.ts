import { describe, expect, it } from 'vitest';
import { fieldMessages, labelOf, summaryLine } from './messages';

describe('a field’s label in messages', () => {
  const labels = { gasLimit: 'Gas limit', 'alerts.name': 'Alert {1} › Alert name' };

  it('reads a row’s field with its row number, counted from 1', () => {
    expect(labelOf('alerts.0.name', labels)).toBe('Alert 1 › Alert name');
    expect(labelOf('alerts.11.name', labels)).toBe('Alert 12 › Alert name');
    expect(summaryLine('alerts.1.name', 'An alert needs a name', labels)).toBe(
      'Alert 2 › Alert name: An alert needs a name',
    );
  });

  it('falls back to the last segment’s label, then to the name in words', () => {
    expect(labelOf('gas.gasLimit', labels)).toBe('Gas limit');
    expect(labelOf('conditions.0.name', labels)).toBe('Name');
    expect(labelOf('tenantDestinationId')).toBe('Tenant destination id');
  });
});

describe('the summary of a form’s errors', () => {
  it('lists the fields in the form’s order, whatever order the rules reported them in', () => {
    const errors = {
      logoLight: { type: 'custom', message: 'logoLight must be an http(s) URL' },
      name: { type: 'custom', message: 'name must not be blank' },
    };
    expect(fieldMessages(errors, { logoLight: 'Light logo' }, '', ['name', 'logoLight'])).toEqual([
      { text: 'Name must not be blank', path: 'name' },
      { text: 'Light logo must be an http(s) URL', path: 'logoLight' },
    ]);
  });
});
