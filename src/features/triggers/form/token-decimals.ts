/**
 * The vendor's ERC20_TRANSFER config carries a raw amount and no decimals (docs/spec-gaps.md
 * row 105): the form converts with the decimals of well-known tokens, 18 for the rest, and shows
 * the raw amount it sends so nothing is hidden.
 */
const KNOWN: Record<string, number> = {
  // USDC, USDT, WBTC on Ethereum.
  '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48': 6,
  '0xdac17f958d2ee523a2206206994597c13d831ec7': 6,
  '0x2260fac5e5542a773aa44fbcfedf7c193bc2c599': 8,
};

export const DEFAULT_DECIMALS = 18;

export function knownDecimals(token: string): number {
  return KNOWN[token.trim().toLowerCase()] ?? DEFAULT_DECIMALS;
}
