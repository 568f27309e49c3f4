/**
 * The `where` parser (recursive descent: or < and < not < primary), over ./where-syntax's
 * tokens, into its tree.
 */
import {
  tokenize,
  WhereSyntaxError,
  type CompareOp,
  type Token,
  type WhereLiteral,
  type WhereNode,
} from './where-syntax';

/** A field name: a dotted path of identifiers (`schema.id`). */
const FIELD = /^[A-Za-z_$][\w$]*(?:\.[\w$]+)*$/;

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
