/** The Lucene query's syntax errors: the PEG parser's failure as one useful expectation. */
import { isObj, offsetOf, str } from './lucene-ast';
import { PositionedSyntaxError } from './where-syntax';
import { isList } from './where-values';

export class QuerySyntaxError extends PositionedSyntaxError {
  override name = 'QuerySyntaxError';
}

function describeFound(found: unknown): string {
  return typeof found === 'string' ? `'${found}'` : 'end of input';
}

function insideRange(q: string, position: number): boolean {
  const before = q.slice(0, position);
  const open = Math.max(before.lastIndexOf('['), before.lastIndexOf('{'));
  return open > Math.max(before.lastIndexOf(']'), before.lastIndexOf('}'));
}

/** Turns the PEG parser's long list of alternatives into one useful expectation. */
export function syntaxErrorFrom(e: unknown, q: string): QuerySyntaxError {
  if (!isObj(e)) return new QuerySyntaxError(0, 'unparseable query');
  const position = offsetOf(e, 'location');
  const expected = isList(e.expected) ? e.expected.filter(isObj) : [];
  const texts = new Set(expected.map((x) => str(x, 'text')));
  const found = describeFound(e.found);
  let want = 'a term or operator';
  if (texts.has(']') || texts.has('}')) want = "']' or '}' to close the range";
  else if (insideRange(q, position)) want = "a complete range like '[min TO max]'";
  else if (expected.some((x) => x.type === 'any')) want = "a closing '\"' for the phrase";
  else if (texts.has('TO')) want = "'TO' in the range";
  else if (e.found === ':') want = "a term (escape ':' inside values as '\\:')";
  else if (texts.has(')')) want = "a term, an operator or ')'";
  else if (texts.has('0.')) want = "a number after '^' or '~'";
  else if (!texts.has('AND')) want = 'a term';
  else if (e.found === ')') want = "a term or operator (unbalanced ')')";
  return new QuerySyntaxError(position, `expected ${want} but found ${found}`);
}
