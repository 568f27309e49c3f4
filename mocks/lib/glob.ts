/**
 * Wildcard matching without regular expressions built from user text: `*` / `%` any run of
 * characters, `?` / `_` one character, backslash escapes. The two-pointer walk backtracks only
 * to the last star, so a match costs at most (text × pattern) steps: a pattern such as
 * `*?*?*?*?*?!` answers at once instead of hanging the service (catastrophic backtracking).
 * Hand-written because it is the service's own matching rule, not a general-purpose library.
 */
export type GlobToken = { kind: 'lit'; ch: string } | { kind: 'one' } | { kind: 'many' };

export function parseGlob(pattern: string, many: string, one: string): GlobToken[] {
  const out: GlobToken[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern.charAt(i);
    if (c === '\\' && i + 1 < pattern.length)
      out.push({ kind: 'lit', ch: pattern.charAt(++i).toLowerCase() });
    else if (c === many) {
      // Consecutive stars are one star.
      if (out[out.length - 1]?.kind !== 'many') out.push({ kind: 'many' });
    } else if (c === one) out.push({ kind: 'one' });
    else out.push({ kind: 'lit', ch: c.toLowerCase() });
  }
  return out;
}

/** Whether the whole of `text` (case-insensitively) matches the tokens. */
export function globMatch(tokens: readonly GlobToken[], text: string): boolean {
  const s = text.toLowerCase();
  let t = 0;
  let p = 0;
  let star = -1;
  let mark = 0;
  while (t < s.length) {
    const tok = tokens[p];
    if (tok && (tok.kind === 'one' || (tok.kind === 'lit' && tok.ch === s.charAt(t)))) {
      t++;
      p++;
    } else if (tok?.kind === 'many') {
      star = p++;
      mark = t;
    } else if (star >= 0) {
      p = star + 1;
      t = ++mark;
    } else return false;
  }
  while (tokens[p]?.kind === 'many') p++;
  return p === tokens.length;
}
