/**
 * The service's SQL-like `where` filter of `POST /api/v1/<resource>/search`:
 * `tenantId = 490`, `status=ACTIVE AND name='X'`, `tags in ('A','B') or not (id >= 5)`.
 *
 * Parsed once into an AST, then compiled into closures so a predicate over a large table
 * does no string work beyond what each record's values require.
 */
import { globMatch, parseGlob } from './glob';

export type WhereLiteral = string | number | boolean | null;

/** `!=` is normalised to `<>`. */
export type CompareOp = '=' | '<>' | '<' | '<=' | '>' | '>=';

export interface AndNode {
  type: 'and';
  children: WhereNode[];
}
export interface OrNode {
  type: 'or';
  children: WhereNode[];
}
export interface NotNode {
  type: 'not';
  child: WhereNode;
}
export interface CompareNode {
  type: 'compare';
  field: string;
  op: CompareOp;
  value: WhereLiteral;
}
export interface InNode {
  type: 'in';
  field: string;
  values: WhereLiteral[];
  negated: boolean;
}
export interface LikeNode {
  type: 'like';
  field: string;
  pattern: string;
  negated: boolean;
}
export type WhereNode = AndNode | OrNode | NotNode | CompareNode | InNode | LikeNode;

export type RecordPredicate = (record: Record<string, unknown>) => boolean;

export class WhereSyntaxError extends Error {
  override name = 'WhereSyntaxError';
  constructor(
    readonly position: number,
    detail: string,
  ) {
    super(`Syntax error at position ${position}: ${detail}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Lexer

type Token =
  | { kind: 'lparen' | 'rparen' | 'comma' | 'eof'; pos: number; text: string }
  | { kind: 'op'; pos: number; text: string; op: CompareOp }
  | { kind: 'string'; pos: number; text: string; value: string }
  | { kind: 'number'; pos: number; text: string; value: number }
  | { kind: 'word'; pos: number; text: string };

const WORD_START = /[A-Za-z0-9_$]/;
// `-` and `:` are allowed inside words so unquoted values like `0x12ab`, `2024-01-01` or
// `a-b` stay one token; the grammar has no arithmetic, so nothing is lost.
const WORD_CHAR = /[A-Za-z0-9_$.\-:]/;
const NUMBER = /^-?(?:\d+(?:\.\d+)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const FIELD = /^[A-Za-z_$][\w$]*(?:\.[\w$]+)*$/;

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const n = input.length;
  while (i < n) {
    const c = input.charAt(i);
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i++;
      continue;
    }
    const start = i;
    if (c === '(' || c === ')' || c === ',') {
      tokens.push({ kind: c === '(' ? 'lparen' : c === ')' ? 'rparen' : 'comma', pos: i, text: c });
      i++;
      continue;
    }
    if (c === '=' || c === '<' || c === '>' || c === '!') {
      const two = input.slice(i, i + 2);
      if (two === '<>' || two === '!=' || two === '<=' || two === '>=') {
        tokens.push({ kind: 'op', pos: i, text: two, op: two === '!=' ? '<>' : two });
        i += 2;
      } else if (c === '!') {
        throw new WhereSyntaxError(i, "unexpected character '!' (did you mean '!=' or 'not'?)");
      } else {
        tokens.push({ kind: 'op', pos: i, text: c, op: c });
        i++;
      }
      continue;
    }
    if (c === "'") {
      let value = '';
      i++;
      for (;;) {
        if (i >= n) throw new WhereSyntaxError(start, 'unterminated string literal');
        const ch = input.charAt(i);
        if (ch === "'") {
          if (input.charAt(i + 1) === "'") {
            value += "'";
            i += 2;
            continue;
          }
          i++;
          break;
        }
        value += ch;
        i++;
      }
      tokens.push({ kind: 'string', pos: start, text: input.slice(start, i), value });
      continue;
    }
    const negative = c === '-' && /[0-9.]/.test(input.charAt(i + 1));
    if (WORD_START.test(c) || negative || (c === '.' && /[0-9]/.test(input.charAt(i + 1)))) {
      i++;
      while (i < n && WORD_CHAR.test(input.charAt(i))) i++;
      const text = input.slice(start, i);
      if (NUMBER.test(text)) tokens.push({ kind: 'number', pos: start, text, value: Number(text) });
      else if (negative) throw new WhereSyntaxError(start, `invalid number '${text}'`);
      else tokens.push({ kind: 'word', pos: start, text });
      continue;
    }
    if (c === '"') {
      throw new WhereSyntaxError(i, `unexpected character '"' (string literals use single quotes)`);
    }
    throw new WhereSyntaxError(i, `unexpected character '${c}'`);
  }
  tokens.push({ kind: 'eof', pos: n, text: '' });
  return tokens;
}

// ---------------------------------------------------------------------------------------------
// Parser (recursive descent: or < and < not < primary)

function describe(t: Token): string {
  if (t.kind === 'eof') return 'end of input';
  return `'${t.text}'`;
}

function isKeyword(t: Token, kw: string): boolean {
  return t.kind === 'word' && t.text.toLowerCase() === kw;
}

const RESERVED = new Set(['and', 'or', 'not', 'in', 'like', 'is', 'null', 'true', 'false']);

class Parser {
  private i = 0;
  private depth = 0;
  constructor(private readonly tokens: Token[]) {}

  private peek(): Token {
    // The token list always ends with `eof`, and `i` never moves past it.
    return this.tokens[this.i] ?? { kind: 'eof', pos: 0, text: '' };
  }
  private next(): Token {
    const t = this.peek();
    if (t.kind !== 'eof') this.i++;
    return t;
  }
  private fail(t: Token, expected: string): never {
    throw new WhereSyntaxError(t.pos, `expected ${expected} but found ${describe(t)}`);
  }

  parse(): WhereNode {
    const node = this.parseOr();
    const t = this.peek();
    if (t.kind !== 'eof') {
      this.fail(
        t,
        t.kind === 'rparen'
          ? "'and', 'or' or end of input (unbalanced ')')"
          : "'and', 'or' or end of input",
      );
    }
    return node;
  }

  private parseOr(): WhereNode {
    const children = [this.parseAnd()];
    while (isKeyword(this.peek(), 'or')) {
      this.next();
      children.push(this.parseAnd());
    }
    return children.length === 1 && children[0] ? children[0] : { type: 'or', children };
  }

  private parseAnd(): WhereNode {
    const children = [this.parseNot()];
    while (isKeyword(this.peek(), 'and')) {
      this.next();
      children.push(this.parseNot());
    }
    return children.length === 1 && children[0] ? children[0] : { type: 'and', children };
  }

  private parseNot(): WhereNode {
    if (isKeyword(this.peek(), 'not')) {
      this.next();
      return this.nested(() => ({ type: 'not', child: this.parseNot() }));
    }
    return this.parsePrimary();
  }

  /** Nesting is bounded: thousands of '(' or 'not' answer a 400, never a stack overflow. */
  private nested<T>(parse: () => T): T {
    if (++this.depth > MAX_WHERE_DEPTH)
      throw new WhereSyntaxError(this.peek().pos, `nesting deeper than ${MAX_WHERE_DEPTH} levels`);
    try {
      return parse();
    } finally {
      this.depth--;
    }
  }

  private parsePrimary(): WhereNode {
    const t = this.peek();
    if (t.kind === 'lparen') {
      this.next();
      const inner = this.nested(() => this.parseOr());
      const close = this.peek();
      if (close.kind !== 'rparen') this.fail(close, "')' to close the '(' at position " + t.pos);
      this.next();
      return inner;
    }
    if (t.kind !== 'word' || RESERVED.has(t.text.toLowerCase())) {
      this.fail(t, "a field name or '('");
    }
    if (!FIELD.test(t.text)) this.fail(t, 'a field name like `name` or `schema.name`');
    this.next();
    return this.parseCondition(t.text, t);
  }

  private parseCondition(field: string, fieldToken: Token): WhereNode {
    const t = this.next();
    if (t.kind === 'op') {
      return {
        type: 'compare',
        field,
        op: t.op,
        value: this.parseValue(`a value after '${t.text}'`),
      };
    }
    let negated = false;
    let kw: Token = t;
    if (isKeyword(t, 'not')) {
      negated = true;
      kw = this.next();
      if (!isKeyword(kw, 'in') && !isKeyword(kw, 'like'))
        this.fail(kw, "'in' or 'like' after 'not'");
    }
    if (isKeyword(kw, 'in')) return { type: 'in', field, values: this.parseList(), negated };
    if (isKeyword(kw, 'like')) {
      const p = this.next();
      if (p.kind !== 'string') this.fail(p, "a quoted pattern after 'like'");
      return { type: 'like', field, pattern: p.value, negated };
    }
    if (isKeyword(kw, 'is')) {
      let op: CompareOp = '=';
      let n = this.next();
      if (isKeyword(n, 'not')) {
        op = '<>';
        n = this.next();
      }
      if (!isKeyword(n, 'null')) this.fail(n, "'null' after 'is'");
      return { type: 'compare', field, op, value: null };
    }
    this.fail(
      t,
      `a comparison operator (=, <>, !=, <, <=, >, >=), 'in' or 'like' after field '${fieldToken.text}'`,
    );
  }

  private parseValue(expected: string): WhereLiteral {
    const t = this.next();
    switch (t.kind) {
      case 'string':
      case 'number':
        return t.value;
      case 'word': {
        const lower = t.text.toLowerCase();
        if (lower === 'true') return true;
        if (lower === 'false') return false;
        if (lower === 'null') return null;
        if (lower === 'and' || lower === 'or') this.fail(t, expected);
        // Bare identifiers are enum values: `status=ACTIVE`.
        return t.text;
      }
      default:
        this.fail(t, expected);
    }
  }

  private parseList(): WhereLiteral[] {
    const open = this.next();
    if (open.kind !== 'lparen') this.fail(open, "'(' after 'in'");
    const values = [this.parseValue("a value in the 'in' list")];
    for (;;) {
      const t = this.next();
      if (t.kind === 'rparen') return values;
      if (t.kind !== 'comma') this.fail(t, "',' or ')' in the 'in' list");
      values.push(this.parseValue("a value after ','"));
    }
  }
}

export const MAX_WHERE_LENGTH = 10_000;
const MAX_WHERE_DEPTH = 64;

export function parseWhere(input: string): WhereNode {
  if (input.length > MAX_WHERE_LENGTH)
    throw new WhereSyntaxError(
      MAX_WHERE_LENGTH,
      `a where clause is at most ${MAX_WHERE_LENGTH} characters`,
    );
  return new Parser(tokenize(input)).parse();
}

// ---------------------------------------------------------------------------------------------
// Compiler

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
function anyElement(test: ScalarTest): ScalarTest {
  return (v) => {
    if (!isList(v)) return test(v);
    for (const el of v) if (test(el)) return true;
    return false;
  };
}

function equalsTest(lit: WhereLiteral): ScalarTest {
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

function inTest(values: readonly WhereLiteral[]): ScalarTest {
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

function likeTest(pattern: string): ScalarTest {
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

function isMissing(v: unknown): boolean {
  return v === undefined || v === null;
}

function compileNode(node: WhereNode): RecordPredicate {
  switch (node.type) {
    case 'and': {
      const parts = node.children.map(compileNode);
      const [a, b] = parts;
      if (parts.length === 2 && a && b) return (r) => a(r) && b(r);
      return (r) => {
        for (const p of parts) if (!p(r)) return false;
        return true;
      };
    }
    case 'or': {
      const parts = node.children.map(compileNode);
      const [a, b] = parts;
      if (parts.length === 2 && a && b) return (r) => a(r) || b(r);
      return (r) => {
        for (const p of parts) if (p(r)) return true;
        return false;
      };
    }
    case 'not': {
      const inner = compileNode(node.child);
      return (r) => !inner(r);
    }
    case 'compare': {
      const get = compilePath(node.field);
      const { op, value } = node;
      if (op === '=' || op === '<>') {
        // Missing and null are the same thing: they equal only `null`.
        let eq: RecordPredicate;
        if (value === null) {
          eq = (r) => isMissing(get(r));
        } else {
          const test = anyElement(equalsTest(value));
          eq = (r) => {
            const v = get(r);
            return !isMissing(v) && test(v);
          };
        }
        return op === '=' ? eq : (r) => !eq(r);
      }
      const test = anyElement(orderingTest(op, value));
      return (r) => {
        const v = get(r);
        return !isMissing(v) && test(v);
      };
    }
    case 'in': {
      const get = compilePath(node.field);
      const acceptsNull = node.values.includes(null);
      const test = anyElement(inTest(node.values));
      const pos: RecordPredicate = (r) => {
        const v = get(r);
        return isMissing(v) ? acceptsNull : test(v);
      };
      return node.negated ? (r) => !pos(r) : pos;
    }
    case 'like': {
      const get = compilePath(node.field);
      const test = anyElement(likeTest(node.pattern));
      const pos: RecordPredicate = (r) => {
        const v = get(r);
        return !isMissing(v) && test(v);
      };
      return node.negated ? (r) => !pos(r) : pos;
    }
  }
}

const ALWAYS: RecordPredicate = () => true;

/** Predicate for a `where` string; blank or absent means "everything". */
export function compileWhere(input: string | undefined): RecordPredicate {
  if (input === undefined || input.trim() === '') return ALWAYS;
  return compileNode(parseWhere(input));
}

/** Every field a clause names (`schema.id` → `schema.id`). */
export function whereFields(node: WhereNode): string[] {
  switch (node.type) {
    case 'and':
    case 'or':
      return node.children.flatMap(whereFields);
    case 'not':
      return whereFields(node.child);
    default:
      return [node.field];
  }
}
