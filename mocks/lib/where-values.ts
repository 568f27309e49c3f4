/**
 * How a `where` clause reads a record: dotted paths (flattening arrays as Elasticsearch does)
 * and the tests of one value against a literal (equality, `in`, ordering, `like`), shared with
 * the Lucene query evaluator (./lucene-query).
 */
import { globMatch, parseGlob } from './glob';
import type { WhereLiteral } from './where-syntax';

/** A plain (non-array) object whose fields can be read. */
export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** `Array.isArray` typed as `unknown[]` rather than `any[]`. */
export function isList(v: unknown): v is readonly unknown[] {
  return Array.isArray(v);
}

function step(value: unknown, key: string): unknown {
  if (isRecord(value)) return Object.hasOwn(value, key) ? value[key] : undefined;
  // Arrays of objects flatten like Elasticsearch: `items.name` is every item's name.
  if (isList(value)) {
    const out: unknown[] = [];
    for (const el of value) {
      const v = step(el, key);
      if (isList(v)) out.push(...v);
      else if (v !== undefined) out.push(v);
    }
    return out.length > 0 ? out : undefined;
  }
  return undefined;
}

/** Getter for a dotted path (`schema.name`); missing segments yield `undefined`. */
export function compilePath(path: string): (record: Record<string, unknown>) => unknown {
  const parts = path.split('.');
  const [first] = parts;
  if (parts.length === 1 && first !== undefined) {
    return (r) => (Object.hasOwn(r, first) ? r[first] : undefined);
  }
  return (r) => {
    let v: unknown = r;
    for (const p of parts) {
      v = step(v, p);
      if (v === undefined) return undefined;
    }
    return v;
  };
}

const NUMERIC = /^\s*-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?\s*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function numericValue(s: string): number | undefined {
  return NUMERIC.test(s) ? Number(s) : undefined;
}

export type ScalarTest = (v: unknown) => boolean;

/** Lifts a test on a scalar to "any element matches" for array fields. */
export function anyElement(test: ScalarTest): ScalarTest {
  return (v) => {
    if (!isList(v)) return test(v);
    for (const el of v) if (test(el)) return true;
    return false;
  };
}

export function equalsTest(lit: WhereLiteral): ScalarTest {
  if (lit === null) return () => false; // null handled by the caller
  if (typeof lit === 'number') {
    return (v) =>
      typeof v === 'number' ? v === lit : typeof v === 'string' && numericValue(v) === lit;
  }
  if (typeof lit === 'boolean') {
    const text = String(lit);
    return (v) =>
      typeof v === 'boolean' ? v === lit : typeof v === 'string' && v.toLowerCase() === text;
  }
  const lower = lit.toLowerCase();
  const len = lit.length;
  const num = numericValue(lit);
  return (v) => {
    if (typeof v === 'string') return v === lit || (v.length === len && v.toLowerCase() === lower);
    if (typeof v === 'number') return num !== undefined && v === num;
    if (typeof v === 'boolean') return String(v) === lower;
    return false;
  };
}

export function inTest(values: readonly WhereLiteral[]): ScalarTest {
  const strings = new Set<string>();
  const numbers = new Set<number>();
  const booleans = new Set<boolean>();
  for (const lit of values) {
    if (typeof lit === 'string') {
      strings.add(lit.toLowerCase());
      const n = numericValue(lit);
      if (n !== undefined) numbers.add(n);
    } else if (typeof lit === 'number') numbers.add(lit);
    else if (typeof lit === 'boolean') booleans.add(lit);
  }
  return (v) => {
    if (typeof v === 'string') {
      if (strings.has(v.toLowerCase())) return true;
      if (numbers.size === 0) return false;
      const n = numericValue(v);
      return n !== undefined && numbers.has(n);
    }
    if (typeof v === 'number') return numbers.has(v);
    if (typeof v === 'boolean') return booleans.has(v) || strings.has(String(v));
    return false;
  };
}

/**
 * Ordering test of one scalar against a literal: numeric when both sides are numbers or
 * numeric text, epoch millis against ISO-date literals, otherwise case-insensitive text.
 * Shared with the Lucene evaluator's ranges and `field:>x` terms.
 */
export function orderingTest(op: '<' | '<=' | '>' | '>=', lit: WhereLiteral): ScalarTest {
  const cmp = (d: number): boolean =>
    op === '<' ? d < 0 : op === '<=' ? d <= 0 : op === '>' ? d > 0 : d >= 0;
  if (typeof lit === 'number') {
    return (v) => {
      const n = typeof v === 'number' ? v : typeof v === 'string' ? numericValue(v) : undefined;
      return n !== undefined && cmp(n - lit);
    };
  }
  if (typeof lit !== 'string') return () => false;
  const lower = lit.toLowerCase();
  const num = numericValue(lit);
  // `createdAt > '2024-01-01'` works whether the field holds ISO text or epoch millis.
  const epoch = num === undefined && ISO_DATE.test(lit) ? Date.parse(lit) : Number.NaN;
  return (v) => {
    if (typeof v === 'number') {
      if (num !== undefined) return cmp(v - num);
      return !Number.isNaN(epoch) && cmp(v - epoch);
    }
    if (typeof v !== 'string') return false;
    if (num !== undefined) {
      const n = numericValue(v);
      if (n !== undefined) return cmp(n - num);
    }
    const s = v.toLowerCase();
    return cmp(s < lower ? -1 : s > lower ? 1 : 0);
  };
}

export function likeTest(pattern: string): ScalarTest {
  // `\%` and `\_` escape the wildcards.
  let literal = '';
  const pieces: string[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern.charAt(i);
    if (c === '\\' && i + 1 < pattern.length) {
      const lit = pattern.charAt(++i);
      literal += lit;
      continue;
    }
    if (c === '%' || c === '_') {
      if (literal) pieces.push(literal);
      pieces.push(c);
      literal = '';
      continue;
    }
    literal += c;
  }
  if (literal) pieces.push(literal);
  const text = (v: unknown): string | undefined =>
    typeof v === 'string'
      ? v.toLowerCase()
      : typeof v === 'number' || typeof v === 'boolean'
        ? String(v).toLowerCase()
        : undefined;
  // Fast paths for the common shapes: 'abc', 'abc%', '%abc', '%abc%'.
  const isText = (p: string | undefined): p is string => p !== undefined && p !== '%' && p !== '_';
  const [a, b, c] = pieces;
  if (!pieces.includes('_')) {
    if (pieces.length === 1 && isText(a)) {
      const needle = a.toLowerCase();
      return (v) => text(v) === needle;
    }
    if (pieces.length === 2 && isText(a) && b === '%') {
      const needle = a.toLowerCase();
      return (v) => text(v)?.startsWith(needle) ?? false;
    }
    if (pieces.length === 2 && a === '%' && isText(b)) {
      const needle = b.toLowerCase();
      return (v) => text(v)?.endsWith(needle) ?? false;
    }
    if (pieces.length === 3 && a === '%' && isText(b) && c === '%') {
      const needle = b.toLowerCase();
      return (v) => text(v)?.includes(needle) ?? false;
    }
  }
  // Anything else: the linear glob walk, never a RegExp built from user text.
  const tokens = parseGlob(pattern, '%', '_');
  return (v) => {
    const s = text(v);
    return s !== undefined && globMatch(tokens, s);
  };
}

export function isMissing(v: unknown): boolean {
  return v === undefined || v === null;
}
