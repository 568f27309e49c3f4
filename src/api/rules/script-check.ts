/**
 * An operator that cannot end an expression (`a ==`, `a &&`, `a.`); `i++` and `i--` can, and a
 * `/` is left alone: it closes a slashy string as often (`e.alertName ==~ /Large.*\/`).
 */
const TRAILING_OPERATOR = /(?:==|!=|>=|<=|&&|\|\||\?:|<=>|=~|==~|[-+*%<>=!&|^~?:.,])$/;

/** Groovy's operators, longest first, so that `>=` is read as one and not as `>` and `=`. */
const OPERATORS = [
  '<=>', '==~', '===', '!==', '>>>', '..<', '**=',
  '?.', '*.', '?:', '<>', '==', '!=', '>=', '<=', '&&', '||', '=~', '->', '<<', '>>', '++', '--',
  '**', '..', '+=', '-=', '*=', '/=', '%=',
  '<', '>', '=', '*', '%', '&', '|', '^', '?', ':', '.', ',', '!', '-', '+', '~', '/',
]; // prettier-ignore

/** Operators that stand between two operands (`+`, `-` and `!` may also start one). */
const BETWEEN = new Set([
  '==', '!=', '>=', '<=', '&&', '||', '<', '>', '=~', '==~', '<=>', '===', '!==', '**', '*',
  '%', '?:', '=', '+=', '-=', '*=', '/=', '%=', '**=',
]); // prettier-ignore

/** What cannot start an operand: after an operator of BETWEEN, one of these lacks its value. */
const NOT_AN_OPERAND = new Set([
  ...BETWEEN, '?', ':', '.', '?.', '*.', ',', '..', '..<', '->', '<<', '>>', '>>>', '&', '|', '^',
  ')', ']', '}',
]); // prettier-ignore

/**
 * Two operators with nothing between them (`a >= >= 1`, `(a &&)`): the first operator and its
 * index in `code`, or null. `code` is the script without strings, comments and runs of spaces.
 */
function missingOperand(code: string): { first: string; second: string; at: number } | null {
  let previous: { op: string; at: number } | null = null;
  let i = 0;
  while (i < code.length) {
    const ch = code.charAt(i);
    if (ch === ' ') {
      i++;
      continue;
    }
    const op = ')]}'.includes(ch) ? ch : OPERATORS.find((o) => code.startsWith(o, i));
    if (op && previous && BETWEEN.has(previous.op) && NOT_AN_OPERAND.has(op))
      return { first: previous.op, second: op, at: i };
    previous = op ? { op, at: i } : null;
    i += op ? op.length : 1;
  }
  return null;
}

/**
 * A cheap syntax check of a Groovy script before it reaches the service: brackets balanced,
 * quotes closed (strings and comments skipped), no `()` that calls nothing, no two operators with
 * nothing between them, and no operator left at the end with nothing after it. The service compiles it for real.
 */
export function scriptProblem(script: string): string | undefined {
  const stack: { ch: string; at: number }[] = [];
  const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  let quote: { ch: string; at: number } | null = null;
  /** The code outside comments, up to its last character that is not a space. */
  let code = '';
  /** Where each character of `code` stands in the script. */
  const at: number[] = [];
  const keep = (text: string, i: number) => {
    code += text;
    for (let k = 0; k < text.length; k++) at.push(i);
  };
  let pending = '';
  for (let i = 0; i < script.length; i++) {
    const ch = script.charAt(i);
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote.ch) {
        quote = null;
        keep(`${pending}""`, i);
        pending = '';
      }
      continue;
    }
    if (ch === '/' && script.charAt(i + 1) === '/') {
      const end = script.indexOf('\n', i);
      i = end < 0 ? script.length : end;
      continue;
    }
    if (ch === '/' && script.charAt(i + 1) === '*') {
      const end = script.indexOf('*/', i + 2);
      if (end < 0) return `unclosed comment at ${position(script, i)}`;
      i = end + 1;
      continue;
    }
    if (/\s/.test(ch)) {
      pending = ' ';
      continue;
    }
    if (ch !== '"' && ch !== "'") {
      keep(pending + ch, i);
      pending = '';
    }
    if (ch === '"' || ch === "'") quote = { ch, at: i };
    else if ('([{'.includes(ch)) stack.push({ ch, at: i });
    else if (ch in pairs) {
      const open = stack.pop();
      if (open?.ch !== pairs[ch]) return `unexpected '${ch}' at ${position(script, i)}`;
    }
  }
  if (quote) return `unclosed ${quote.ch} quote opened at ${position(script, quote.at)}`;
  const open = stack.pop();
  if (open) return `unclosed '${open.ch}' opened at ${position(script, open.at)}`;
  // `()` that calls nothing (`a >= (( ))`): a call's follows a name, a closing bracket or a
  // diamond (`new ArrayList<>()`), a space between or not, and a lambda's is followed by `->`.
  for (const m of code.matchAll(/\( ?\)(?! ?->)/g)) {
    const before = code.slice(0, m.index).trimEnd().slice(-1);
    if (!/[\w$)\]}>]/.test(before))
      return `empty '()' at ${position(script, at[m.index] ?? 0)}: put an expression inside`;
  }
  const gap = missingOperand(code);
  if (gap)
    return `'${gap.second}' follows '${gap.first}' at ${position(script, at[gap.at] ?? 0)}: put a value between them`;
  const end = TRAILING_OPERATOR.exec(code);
  if (end && !/(\+\+|--)$/.test(code))
    return `the script ends with '${end[0]}': complete the expression after it`;
  return undefined;
}

/** `line 2, column 5` (1-based) for messages. */
function position(text: string, index: number): string {
  const before = text.slice(0, index).split('\n');
  return `line ${before.length}, column ${(before[before.length - 1]?.length ?? 0) + 1}`;
}

/** The check of an enabled script: it must say something, and parse. */
export function enabledScriptProblem(script: string): string | undefined {
  if (!script.trim()) return 'Write a script, or switch it off';
  return scriptProblem(script);
}
