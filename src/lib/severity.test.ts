import { describe, expect, it } from 'vitest';
import { SEVERITY_PRESETS, configSeverity, severityLabel } from './severity';

describe('severityLabel', () => {
  it('names every preset as the real console does', () => {
    expect(SEVERITY_PRESETS.map((p) => severityLabel(p.value))).toEqual(
      SEVERITY_PRESETS.map((p) => p.label),
    );
  });

  it('reads any other number by its lower bound', () => {
    expect(severityLabel(0.3)).toBe('Medium');
    expect(severityLabel(0.1)).toBe('Info');
    expect(severityLabel(0.99)).toBe('Critical');
    expect(severityLabel(0.5)).toBe('High');
    expect(severityLabel(0.4999)).toBe('Medium');
    expect(severityLabel(-0.5)).toBe('Auto');
  });

  it('reads a config severity only when it is a number', () => {
    expect(configSeverity({ severity: 0.25 })).toBe(0.25);
    expect(configSeverity({ severity: 'high' })).toBeNull();
    expect(configSeverity(null)).toBeNull();
  });
});
