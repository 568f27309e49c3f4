// Apart from address.ts: the mock's seed reads it at start, and address.ts brings the checksum
// libraries (~11 kB) that the demo's thread loads only with its first address check.

/**
 * What makes two addresses one (the tenant's "already registered" note and the fetch's `owner`,
 * per network): 0x hex in any letter case is one address; other formats compare as written.
 */
export function addressIdentity(address: string): string {
  const a = address.trim();
  return /^0x/i.test(a) ? a.toLowerCase() : a;
}
