/**
 * Evaluator of Lucene / Elasticsearch `query_string` queries (parsed by ./lucene-parse) for the
 * alert search and usage histogram endpoints, compiled into closures once per query.
 */
import { globMatch, parseGlob } from './glob';
import { parseQuery } from './lucene-parse';
import type { Query, TermMatch } from './lucene-tree';
import { compilePath, isList, isRecord, orderingTest, type ScalarTest } from './where-values';

// The query language's entry, loaded on first use (mocks/handlers/full-text.ts): its error too.
export { QuerySyntaxError } from './lucene-syntax-error';

type RecordPredicate = (rec: Record<string, unknown>) => boolean;

// ---------------------------------------------------------------------------------------------
// Matching

const NUMERIC = /^\s*-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?\s*$/;

function escapeRegex(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

function scalarText(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  return undefined;
}

function scalarTest(match: TermMatch): ScalarTest {
  switch (match.mode) {
    case 'exact': {
      if (match.text === '') return () => false;
      const lower = match.text.toLowerCase();
      const num = NUMERIC.test(match.text) ? Number(match.text) : undefined;
      // The whole value, or one word of it, like a keyword or an analysed text field. A
      // case-insensitive regex avoids lowercasing every value.
      const word = new RegExp(
        `(?:^|[^\\p{L}\\p{N}_])${escapeRegex(match.text)}(?=$|[^\\p{L}\\p{N}_])`,
        'iu',
      );
      return (v) => {
        if (typeof v === 'string') return word.test(v);
        if (typeof v === 'number') return num !== undefined && v === num;
        if (typeof v === 'boolean') return String(v) === lower;
        return false;
      };
    }
    case 'phrase': {
      const re = new RegExp(escapeRegex(match.text), 'iu');
      return (v) => {
        const s = scalarText(v);
        return s !== undefined && re.test(s);
      };
    }
    case 'wildcard': {
      // The whole value, or one word of it; the linear glob walk, never a RegExp of user text.
      const tokens = parseGlob(match.pattern, '*', '?');
      return (v) => {
        const s = scalarText(v);
        if (s === undefined) return false;
        if (globMatch(tokens, s)) return true;
        for (const w of s.split(/[^\p{L}\p{N}_]+/u)) if (w && globMatch(tokens, w)) return true;
        return false;
      };
    }
    case 'regex': {
      const { re } = match;
      return (v) => {
        const s = scalarText(v);
        if (s === undefined) return false;
        if (re.test(s)) return true;
        for (const w of s.split(/[^\p{L}\p{N}_]+/u)) if (w && re.test(w)) return true;
        return false;
      };
    }
    case 'compare':
      return orderingTest(match.op, match.text);
  }
}

function rangeTest(min: string, max: string, minIn: boolean, maxIn: boolean): ScalarTest {
  const lo = min === '*' ? undefined : orderingTest(minIn ? '>=' : '>', min);
  const hi = max === '*' ? undefined : orderingTest(maxIn ? '<=' : '<', max);
  return (v) => (lo === undefined || lo(v)) && (hi === undefined || hi(v));
}

function anyValue(test: ScalarTest): ScalarTest {
  return (v) => {
    if (v === undefined || v === null) return false;
    if (!isList(v)) return test(v);
    for (const el of v) if (el !== undefined && el !== null && test(el)) return true;
    return false;
  };
}

/** Bare terms search every string value of the record, nested ones included. */
function anyStringField(test: ScalarTest): RecordPredicate {
  const visit = (v: unknown, depth: number): boolean => {
    if (typeof v === 'string') return test(v);
    if (depth > 4) return false;
    if (isList(v)) {
      for (const el of v) if (visit(el, depth + 1)) return true;
      return false;
    }
    if (!isRecord(v)) return false;
    for (const key in v) {
      if (Object.hasOwn(v, key) && visit(v[key], depth + 1)) return true;
    }
    return false;
  };
  return (rec) => visit(rec, 0);
}

function fieldPredicate(field: string | null, test: ScalarTest): RecordPredicate {
  if (field === null || field === '*') return anyStringField(test);
  const get = compilePath(field);
  const t = anyValue(test);
  return (rec) => t(get(rec));
}

const ALWAYS: RecordPredicate = () => true;

function compile(q: Query): RecordPredicate {
  switch (q.kind) {
    case 'all':
      return ALWAYS;
    case 'exists': {
      const get = compilePath(q.field);
      return (rec) => {
        const v = get(rec);
        return v !== undefined && v !== null && !(isList(v) && v.length === 0);
      };
    }
    case 'term':
      return fieldPredicate(q.field, scalarTest(q.match));
    case 'range':
      return fieldPredicate(q.field, rangeTest(q.min, q.max, q.minIn, q.maxIn));
    case 'and': {
      const parts = q.children.map(compile);
      return (rec) => parts.every((p) => p(rec));
    }
    case 'bool': {
      const must = q.must.map(compile);
      const mustNot = q.mustNot.map(compile);
      const should = q.should.map(compile);
      // Lucene: with any required clause the optional ones only score; otherwise one must hit.
      const shouldRequired = must.length === 0 && should.length > 0;
      return (rec) =>
        must.every((p) => p(rec)) &&
        !mustNot.some((p) => p(rec)) &&
        (!shouldRequired || should.some((p) => p(rec)));
    }
  }
}

/** Predicate for a query string; blank or absent means "everything". */
export function compileQuery(q: string | undefined): RecordPredicate {
  if (q === undefined || q.trim() === '') return ALWAYS;
  return compile(parseQuery(q));
}
