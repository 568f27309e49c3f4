import { GAS_PRICE_PATTERN, GAS_TIP_PATTERN } from '@/api/action/schemas';

/**
 * The gas strings of the interface (§ Action) as a choice plus a raw number:
 * `market` | `<wei>` | `<n> gwei` | `<±n>%`. The joined string is checked with the
 * interface's exact patterns, so the UI never accepts what the service would refuse.
 */
export const GAS_MODES = ['market', 'wei', 'gwei', 'percent'] as const;
export type GasMode = (typeof GAS_MODES)[number];

/** The unit a mode adds; a user who typed it too does not get it twice (`10%` stays `10%`). */
const TYPED_UNIT: Record<GasMode, RegExp> = {
  market: /$^/,
  wei: /\s*wei$/i,
  gwei: /\s*gwei$/i,
  percent: /\s*%$/,
};

/** The number the user meant, without a unit they typed themselves. */
export function gasNumber(mode: GasMode, raw: string): string {
  return raw.trim().replace(TYPED_UNIT[mode], '');
}

export function joinGas(mode: GasMode, raw: string): string {
  const v = gasNumber(mode, raw);
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

/** A unit of another mode typed into this one: a hint instead of a bare "must be". */
function otherUnitHint(mode: GasMode, raw: string): string | undefined {
  const v = raw.trim();
  if (mode !== 'gwei' && /\d\s*gwei$/i.test(v))
    return `Did you mean gwei? Choose “Gwei” and enter ${v.replace(/\s*gwei$/i, '')}`;
  if (mode !== 'percent' && /%$/.test(v))
    return `Did you mean a percentage? Choose “± %” and enter ${v.replace(/%$/, '')}`;
  return undefined;
}

/**
 * What the service's pattern takes but no transaction can pay (ours, not the service's: it
 * accepts them): a part of a wei, a percentage that leaves no price at all.
 */
function impossibleGas(mode: GasMode, raw: string): string | undefined {
  const v = gasNumber(mode, raw);
  if (mode === 'wei' && v.includes('.')) return 'A wei is the smallest unit: enter a whole number';
  if (mode === 'gwei' && /\.\d{10,}$/.test(v))
    return 'At most 9 decimals: a gwei is 1,000,000,000 wei';
  if (mode === 'percent' && v.startsWith('-') && Number(v.slice(1)) >= 100)
    return `${v}% leaves nothing to pay: enter more than -100`;
  return undefined;
}

/** The same for a gas string as sent (`1.5`, `-150%`): the run dialog's free text. */
export function impossibleGasText(value: string): string | undefined {
  const { mode, raw } = splitGas(value);
  return mode === 'market' ? undefined : impossibleGas(mode, raw);
}

/** Why the gas price is not accepted, or undefined. */
export function gasPriceProblem(mode: GasMode, raw: string): string | undefined {
  if (mode === 'market') return undefined;
  if (!raw.trim()) return `Enter ${RAW_HINT[mode]}`;
  if (GAS_PRICE_PATTERN.test(joinGas(mode, raw))) return impossibleGas(mode, raw);
  return otherUnitHint(mode, raw) ?? `Must be ${RAW_HINT[mode]}`;
}

/**
 * A price the user may not mean: below the market (the transaction may never be mined) or over
 * ten times it. The builder asks before sending one.
 */
export function riskyGasPrice(price: string | undefined): string | undefined {
  if (/^0+(\.0+)?( gwei)?$/.test(price ?? ''))
    return `A gas price of ${price} pays nothing: public networks will not mine the transaction.`;
  const m = /^([+-]?)(\d+(?:\.\d+)?)%$/.exec(price ?? '');
  if (!m) return undefined;
  const pct = Number(m[2]) * (m[1] === '-' ? -1 : 1);
  if (m[1] === '-')
    return `${price} pays less than the market price: the transaction may never be mined.`;
  if (pct > 1000) return `${price} pays more than ten times the market price.`;
  return undefined;
}

/** Why the gas tip is not accepted (empty is fine), or undefined. */
export function gasTipProblem(mode: GasMode, raw: string): string | undefined {
  if (mode === 'market') return 'The tip has no market form';
  if (!raw.trim()) return undefined;
  if (GAS_TIP_PATTERN.test(joinGas(mode, raw))) return impossibleGas(mode, raw);
  return otherUnitHint(mode, raw) ?? `Must be ${RAW_HINT[mode]}`;
}

export function describeGas(value: string | null | undefined): string {
  const { mode, raw } = splitGas(value);
  if (!value) return 'none';
  if (mode === 'market') return 'market price';
  if (mode === 'gwei') return `${raw} gwei`;
  if (mode === 'percent')
    return `market price ${raw.startsWith('-') ? '−' : '+'}${raw.replace(/^[+-]/, '')}%`;
  return `${raw} wei`;
}

/** Wei as gwei for people (`12500000000` → `12.5 gwei`), exact, with the wei on hover. */
export function weiToGwei(wei: string): string | null {
  if (!/^\d+$/.test(wei)) return null;
  const padded = wei.padStart(10, '0');
  const whole = padded.slice(0, -9).replace(/^0+(?=\d)/, '');
  const frac = padded.slice(-9).replace(/0+$/, '');
  return `${whole}${frac ? `.${frac}` : ''} gwei`;
}
