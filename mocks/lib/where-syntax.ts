/**
 * The service's SQL-like `where` filter of `POST /api/v1/<resource>/search`:
 * `tenantId = 490`, `status=ACTIVE AND name='X'`, `tags in ('A','B') or not (id >= 5)`.
 *
 * Its syntax: the tree a clause parses into (./where-parse), the error a bad one raises, and
 * the lexer. ./where compiles the tree into a predicate over records.
 */
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

/** A query language's syntax error: where in the text it is (from 0), and what is wrong there. */
export class PositionedSyntaxError extends Error {
  constructor(
    readonly position: number,
    detail: string,
  ) {
    super(`Syntax error at position ${position}: ${detail}`);
  }
}

export class WhereSyntaxError extends PositionedSyntaxError {
  override name = 'WhereSyntaxError';
}

// ---------------------------------------------------------------------------------------------
// Lexer

export type Token =
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

export function tokenize(input: string): Token[] {
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
