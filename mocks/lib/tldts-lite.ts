/**
 * Stand-in for `tldts` inside the demo bundle. MSW's cookie store (tough-cookie) asks it for the
 * registrable domain of cookies; the service uses bearer keys, never cookies, so the 250 KB
 * public-suffix list buys nothing here. Approximation: the last two labels.
 */
export function getDomain(hostname: string): string | null {
  const labels = hostname.toLowerCase().split('.').filter(Boolean);
  if (labels.length === 0) return null;
  return labels.slice(-2).join('.');
}
