import { GAS_PRICE_PATTERN, GAS_TIP_PATTERN } from '@/api/action/schemas';

/**
 * The gas strings of the interface (§ Action) as a choice plus a raw number:
 * `market` | `<wei>` | `<n> gwei` | `<±n>%`. The joined string is checked with the
 * interface's exact patterns, so the UI never accepts what the service would refuse.
 */
export const GAS_MODES = ['market', 'wei', 'gwei', 'percent'] as const;
export type GasMode = (typeof GAS_MODES)[number];

export function joinGas(mode: GasMode, raw: string): string {
  const v = raw.trim();
  switch (mode) {
    case 'market':
      return 'market';
    case 'wei':
      return v;
    case 'gwei':
      return v ? `${v} gwei` : '';
    case 'percent':
      return v ? `${v}%` : '';
  }
}

export function splitGas(value: string | null | undefined): { mode: GasMode; raw: string } {
  const v = (value ?? '').trim();
  if (v === 'market') return { mode: 'market', raw: '' };
  if (v.endsWith(' gwei')) return { mode: 'gwei', raw: v.slice(0, -' gwei'.length) };
  if (v.endsWith('%')) return { mode: 'percent', raw: v.slice(0, -1) };
  return { mode: 'wei', raw: v };
}

const RAW_HINT: Record<Exclude<GasMode, 'market'>, string> = {
  wei: 'a number of wei, e.g. 250000000',
  gwei: 'a number of gwei, e.g. 1.5',
  percent: 'a percentage of the market price, e.g. +10 or -5',
};

/** Why the gas price is not accepted, or undefined. */
export function gasPriceProblem(mode: GasMode, raw: string): string | undefined {
  if (mode === 'market') return undefined;
  if (!raw.trim()) return `Enter ${RAW_HINT[mode]}`;
  return GAS_PRICE_PATTERN.test(joinGas(mode, raw)) ? undefined : `Must be ${RAW_HINT[mode]}`;
}

/** Why the gas tip is not accepted (empty is fine), or undefined. */
export function gasTipProblem(mode: GasMode, raw: string): string | undefined {
  if (mode === 'market') return 'The tip has no market form';
  if (!raw.trim()) return undefined;
  return GAS_TIP_PATTERN.test(joinGas(mode, raw)) ? undefined : `Must be ${RAW_HINT[mode]}`;
}

export function describeGas(value: string | null | undefined): string {
  const { mode, raw } = splitGas(value);
  if (!value) return 'none';
  if (mode === 'market') return 'market price';
  if (mode === 'gwei') return `${raw} gwei`;
  if (mode === 'percent') return `${raw}% of the market price`;
  return `${raw} wei`;
}
