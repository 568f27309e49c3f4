/**
 * An operator that cannot end an expression (`a ==`, `a &&`, `a.`); `i++` and `i--` can, and a
 * `/` is left alone: it closes a slashy string as often (`e.alertName ==~ /Large.*\/`).
 */
const TRAILING_OPERATOR = /(?:==|!=|>=|<=|&&|\|\||\?:|<=>|=~|==~|[-+*%<>=!&|^~?:.,])$/;

/**
 * A cheap syntax check of a Groovy script before it reaches the service: brackets balanced,
 * quotes closed (strings and comments skipped), and no operator left at the end with nothing
 * after it. The service compiles it for real.
 */
export function scriptProblem(script: string): string | undefined {
  const stack: { ch: string; at: number }[] = [];
  const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  let quote: { ch: string; at: number } | null = null;
  /** The code outside comments, up to its last character that is not a space. */
  let code = '';
  let pending = '';
  for (let i = 0; i < script.length; i++) {
    const ch = script.charAt(i);
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote.ch) {
        quote = null;
        code += `${pending}""`;
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
      code += pending + ch;
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
