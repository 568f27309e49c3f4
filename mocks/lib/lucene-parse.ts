/**
 * Lucene / Elasticsearch `query_string` queries for the alert search and usage histogram
 * endpoints: `(contractId:4976 AND tags:SECURITY) AND timestamp:[1700000000000 TO *]`,
 * `severity:(HIGH OR CRITICAL)`, `alertName:"Large transfer"`, `-tags:viewed`, `transf*`.
 *
 * The `lucene` package parses; its AST is checked structurally here (it ships no types) into
 * our query tree, which ./lucene-query compiles into closures once per query.
 */
// @ts-expect-error -- lucene@2.1.1 ships no type declarations; its output is validated below.
import lucene from 'lucene';
import { isObj, offsetOf, str, type Obj } from './lucene-ast';
import { QuerySyntaxError, syntaxErrorFrom } from './lucene-syntax-error';
import type { Clause, Modifier, Query, TermMatch } from './lucene-tree';

// Narrowed once so nothing untyped leaks past this line.
// eslint-disable-next-line @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access -- see the import
const parseLucene: (query: string) => unknown = lucene.parse;

// ---------------------------------------------------------------------------------------------
// Reading the lucene AST

const IMPLICIT = '<implicit>';

function unescape(s: string): string {
  return s.replace(/\\(.)/g, '$1');
}

/** The parser leaves `+`/`-`/`!` of `-field:value` in the field name; split it back out. */
function splitFieldPrefix(raw: string | undefined): { field: string | undefined; mod: Modifier } {
  if (raw === undefined || raw === IMPLICIT) return { field: undefined, mod: 'should' };
  const c = raw.charAt(0);
  if (c === '-' || c === '!') return { field: unescape(raw.slice(1)), mod: 'mustNot' };
  if (c === '+') return { field: unescape(raw.slice(1)), mod: 'must' };
  return { field: unescape(raw), mod: 'should' };
}

function prefixMod(prefix: unknown): Modifier {
  return prefix === '-' || prefix === '!' ? 'mustNot' : prefix === '+' ? 'must' : 'should';
}

function strongest(a: Modifier, b: Modifier): Modifier {
  if (a === 'mustNot' || b === 'mustNot') return 'mustNot';
  return a === 'must' || b === 'must' ? 'must' : 'should';
}

function hasUnescaped(s: string, chars: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charAt(i);
    if (c === '\\') i++;
    else if (chars.includes(c)) return true;
  }
  return false;
}

const MAX_REGEX_LENGTH = 100;
/** A group with a quantifier inside and after it, a counted repetition, or a back-reference. */
const RISKY_REGEX = /\([^)]*[*+?}][^)]*\)\s*[*+?{]|\{\d*,?\d*\}|\\[1-9]/;

function termMatch(node: Obj, term: string): TermMatch {
  if (node.regex === true) {
    // A regular expression from the query runs against every value: only short, simple ones
    // (no nested or counted repetition, no back-references) so that none can backtrack for ever.
    if (term.length > MAX_REGEX_LENGTH || RISKY_REGEX.test(term)) {
      throw new QuerySyntaxError(
        offsetOf(node, 'termLocation'),
        `regular expression /${term.slice(0, 40)}${term.length > 40 ? '…' : ''}/ is too long or too complex (at most ${MAX_REGEX_LENGTH} characters, no nested repetition or back-references)`,
      );
    }
    try {
      return { mode: 'regex', re: new RegExp(`^(?:${term})$`, 'i') };
    } catch {
      throw new QuerySyntaxError(
        offsetOf(node, 'termLocation'),
        `invalid regular expression /${term}/`,
      );
    }
  }
  if (node.quoted === true) return { mode: 'phrase', text: unescape(term) };
  const cmp = /^([<>]=?)(.+)$/.exec(term);
  if (cmp?.[1] && cmp[2]) {
    const op = cmp[1] === '<' ? '<' : cmp[1] === '<=' ? '<=' : cmp[1] === '>' ? '>' : '>=';
    return { mode: 'compare', op, text: unescape(cmp[2]) };
  }
  if (hasUnescaped(term, '*?')) return { mode: 'wildcard', pattern: term };
  return { mode: 'exact', text: unescape(term) };
}

function leafClause(node: Obj, inherited: string | null): Clause {
  const { field: own, mod: fieldMod } = splitFieldPrefix(str(node, 'field'));
  const field = own ?? inherited;
  const mod = strongest(fieldMod, prefixMod(node.prefix));
  const min = str(node, 'term_min');
  const max = str(node, 'term_max');
  if (min !== undefined && max !== undefined) {
    const inclusive = str(node, 'inclusive');
    const query: Query =
      min === '*' && max === '*' && field !== null
        ? { kind: 'exists', field }
        : {
            kind: 'range',
            field,
            min: unescape(min),
            max: unescape(max),
            minIn: inclusive === 'both' || inclusive === 'left',
            maxIn: inclusive === 'both' || inclusive === 'right',
          };
    return { query, mod };
  }
  const term = str(node, 'term') ?? '';
  if (term === '*' && (field === null || field === '*')) return { query: { kind: 'all' }, mod };
  if (field === '_exists_') return { query: { kind: 'exists', field: unescape(term) }, mod };
  return { query: { kind: 'term', field, match: termMatch(node, term) }, mod };
}

function isLeaf(node: Obj): boolean {
  return 'term' in node || 'term_min' in node;
}

/** Operators between clauses, normalised to a connector plus an optional negation. */
function connector(op: string | undefined): { and: boolean; not: boolean } {
  switch (op) {
    case 'AND':
    case '&&':
      return { and: true, not: false };
    case 'AND NOT':
      return { and: true, not: true };
    case 'OR NOT':
    case 'NOT':
      return { and: false, not: true };
    default: // OR, ||, <implicit>
      return { and: false, not: false };
  }
}

/**
 * Converts one parsed node. The parser nests `a AND b OR c` as a right-leaning chain with no
 * precedence, so chains are flattened and regrouped: AND binds tighter than OR/implicit, and
 * NOT / `-` / `!` are Lucene "must not" clauses (`a NOT b` and `a OR NOT b` both exclude b).
 */
function convert(node: Obj, inherited: string | null): Clause {
  if (isLeaf(node)) return leafClause(node, inherited);

  let mod: Modifier = 'should';
  let field = inherited;
  if ('field' in node) {
    const split = splitFieldPrefix(str(node, 'field'));
    field = split.field ?? inherited;
    mod = split.mod;
  }

  // Flatten the chain into clauses and the connectors between them.
  const clauses: Clause[] = [];
  const ands: boolean[] = [];
  let cur: Obj = node;
  let negateNext = false;
  for (;;) {
    const left = cur.left;
    if (!isObj(left)) throw new QuerySyntaxError(0, 'expected a term but found only operators');
    const c = convert(left, field);
    if (negateNext || str(cur, 'start') === 'NOT') c.mod = 'mustNot';
    clauses.push(c);
    const right = cur.right;
    if (!isObj(right)) break;
    const conn = connector(str(cur, 'operator'));
    ands.push(conn.and);
    negateNext = conn.not;
    const continuesChain =
      !isLeaf(right) && right.parenthesized !== true && !('field' in right) && 'left' in right;
    if (continuesChain) {
      cur = right;
      continue;
    }
    const last = convert(right, field);
    if (negateNext) last.mod = 'mustNot';
    clauses.push(last);
    break;
  }

  // Split on OR/implicit into runs joined by AND.
  const top: Clause[] = [];
  let run: Clause[] = [];
  const flush = (): void => {
    const [only] = run;
    if (run.length === 1 && only) top.push(only);
    else if (run.length > 1) {
      const children = run.map((c) => applyMod(c));
      top.push({ query: { kind: 'and', children }, mod: 'should' });
    }
    run = [];
  };
  clauses.forEach((c, i) => {
    if (i > 0 && !ands[i - 1]) flush();
    run.push(c);
  });
  flush();

  const [single] = top;
  if (top.length === 1 && single) {
    return { query: single.query, mod: strongest(mod, single.mod) };
  }
  const bool: Query = {
    kind: 'bool',
    must: top.filter((c) => c.mod === 'must').map((c) => c.query),
    mustNot: top.filter((c) => c.mod === 'mustNot').map((c) => c.query),
    should: top.filter((c) => c.mod === 'should').map((c) => c.query),
  };
  return { query: bool, mod };
}

/** A clause standing alone inside an AND run: `-x` becomes "not x". */
function applyMod(c: Clause): Query {
  return c.mod === 'mustNot' ? { kind: 'bool', must: [], mustNot: [c.query], should: [] } : c.query;
}

export function parseQuery(q: string): Query {
  let ast: unknown;
  try {
    ast = parseLucene(q);
  } catch (e) {
    throw syntaxErrorFrom(e, q);
  }
  if (!isObj(ast) || !('left' in ast)) {
    throw new QuerySyntaxError(0, 'expected a term but found only operators');
  }
  const c = convert(ast, null);
  return applyMod(c);
}
