/**
 * Token amounts as people write them and as the service takes them (raw integers in the token's
 * smallest unit). The vendor's ERC20_TRANSFER config carries a raw amount and no decimals
 * (docs/spec-gaps.md row 105): the trigger form converts with the decimals of well-known tokens,
 * 18 for the rest, and shows the raw amount it sends so nothing is hidden; a detector's raw
 * amount field says what it reads as.
 */
const KNOWN: Record<string, number> = {
  // USDC, USDT, WBTC on Ethereum.
  '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48': 6,
  '0xdac17f958d2ee523a2206206994597c13d831ec7': 6,
  '0x2260fac5e5542a773aa44fbcfedf7c193bc2c599': 8,
  // USDC on Base, Polygon (native and bridged) and Arbitrum; USDT on Polygon, Arbitrum, TRON.
  '0x833589fcd6edb6e08f4c7c32d4f71b54bda02913': 6,
  '0x3c499c542cef5e3811e1192ce70d8cc03d5c3359': 6,
  '0x2791bca1f2de4661ed88a30c99a7a9449aa84174': 6,
  '0xaf88d065e77c8cc2239327c5edb3a432268e5831': 6,
  '0xc2132d05d31c914a87c6611c10748aeb04b58e8f': 6,
  '0xfd086bc7cd5c481dcc9c85ebe478a1c0b69fcbb9': 6,
  tr7nhqjekqxgtci8q8zy4pl8otszgjlj6t: 6,
};

const DEFAULT_DECIMALS = 18;

/** The decimals of a well-known token, or undefined. */
function tokenDecimals(token: string): number | undefined {
  return KNOWN[token.trim().toLowerCase()];
}

export function knownDecimals(token: string): number {
  return tokenDecimals(token) ?? DEFAULT_DECIMALS;
}

/** A schema field that takes a raw token amount, by what its description says of it. */
export const RAW_AMOUNT_FIELD = /smallest unit|raw integer/i;

/**
 * What a raw amount typed in such a field reads as, for the token at `token`: "= 1,000 tokens at
 * 18 decimals", said as a guess where the token's decimals are not known. Undefined for anything
 * but whole digits.
 */
export function rawAmountReading(raw: string, token: string): string | undefined {
  const digits = raw.trim();
  if (!/^\d+$/.test(digits)) return undefined;
  const known = tokenDecimals(token);
  const [whole = '0', frac] = toHumanAmount(digits, known ?? DEFAULT_DECIMALS).split('.');
  const amount = `${BigInt(whole).toLocaleString('en-US')}${frac ? `.${frac}` : ''}`;
  return known === undefined
    ? `= ${amount} tokens if it has ${DEFAULT_DECIMALS} decimals, as most tokens do`
    : `= ${amount} tokens (it has ${known} decimals)`;
}

/** `1.5` with 6 decimals → `1500000`; undefined when it is not such an amount. */
export function toRawAmount(human: string, decimals: number): string | undefined {
  const m = /^(\d+)(?:\.(\d*))?$/.exec(human.trim());
  if (!m || !Number.isInteger(decimals) || decimals < 0) return undefined;
  const frac = m[2] ?? '';
  if (frac.length > decimals) return undefined;
  const raw = `${m[1]}${frac.padEnd(decimals, '0')}`.replace(/^0+(?=\d)/, '');
  return raw;
}

/** `1500000` with 6 decimals → `1.5` (exact: decimal text, no floating point). */
export function toHumanAmount(raw: string, decimals: number): string {
  if (!/^\d+$/.test(raw) || decimals <= 0) return raw;
  const padded = raw.padStart(decimals + 1, '0');
  const whole = padded.slice(0, -decimals).replace(/^0+(?=\d)/, '');
  const frac = padded.slice(-decimals).replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole;
}
