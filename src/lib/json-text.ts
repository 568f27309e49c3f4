/**
 * JSON.parse with a useful error: engines differ in what they say ("at position 12", or only
 * "Unexpected token"), so a small scanner finds the line and column of the first mistake.
 */
export type JsonParse =
  { ok: true; value: unknown } | { ok: false; message: string; line: number; column: number };

export function parseJson(text: string): JsonParse {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    const { index, message } = locate(text);
    const before = text.slice(0, index);
    const line = before.split('\n').length;
    const column = index - before.lastIndexOf('\n');
    return { ok: false, message: `${message} at line ${line}, column ${column}`, line, column };
  }
}

class Stop {
  constructor(
    readonly index: number,
    readonly message: string,
  ) {}
}

/** Walks the grammar of RFC 8259 and stops at the first character that breaks it. */
function locate(s: string): { index: number; message: string } {
  let i = 0;
  const ws = () => {
    while (i < s.length && ' \t\n\r'.includes(s.charAt(i))) i++;
  };
  const fail = (message: string): never => {
    throw new Stop(i, i >= s.length ? 'Unexpected end of JSON' : message);
  };
  const literal = (word: string) => {
    if (s.startsWith(word, i)) i += word.length;
    else fail(`Unexpected '${s.charAt(i)}'`);
  };
  const string = () => {
    i++;
    while (i < s.length && s.charAt(i) !== '"') {
      const c = s.charAt(i);
      if (c < ' ') fail('Unescaped control character in a string');
      if (c === '\\') {
        i++;
        const e = s.charAt(i);
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(s.slice(i + 1, i + 5))) fail('Bad \\u escape');
          i += 4;
        } else if (!'"\\/bfnrt'.includes(e) || e === '') fail(`Bad escape '\\${e}'`);
      }
      i++;
    }
    if (i >= s.length) fail('Unterminated string');
    i++;
  };
  const number = () => {
    const m = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(s.slice(i));
    if (!m || m[0] === '-') fail(`Unexpected '${s.charAt(i)}'`);
    i += m?.[0].length ?? 0;
  };
  const value = (): void => {
    ws();
    const c = s.charAt(i);
    if (c === '{') {
      i++;
      ws();
      if (s.charAt(i) === '}') return void i++;
      for (;;) {
        ws();
        if (s.charAt(i) !== '"') fail('Expected a property name in double quotes');
        string();
        ws();
        if (s.charAt(i) !== ':') fail("Expected ':' after the property name");
        i++;
        value();
        ws();
        if (s.charAt(i) === ',') i++;
        else if (s.charAt(i) === '}') return void i++;
        else fail("Expected ',' or '}'");
      }
    }
    if (c === '[') {
      i++;
      ws();
      if (s.charAt(i) === ']') return void i++;
      for (;;) {
        value();
        ws();
        if (s.charAt(i) === ',') i++;
        else if (s.charAt(i) === ']') return void i++;
        else fail("Expected ',' or ']'");
      }
    }
    if (c === '"') return string();
    if (c === 't') return literal('true');
    if (c === 'f') return literal('false');
    if (c === 'n') return literal('null');
    if (c === '-' || (c >= '0' && c <= '9')) return number();
    fail(c === "'" ? 'Strings need double quotes' : `Unexpected '${c}'`);
  };
  try {
    value();
    ws();
    if (i < s.length) fail('Unexpected text after the JSON value');
    return { index: i, message: 'Invalid JSON' };
  } catch (e) {
    if (e instanceof Stop) return { index: e.index, message: e.message };
    throw e;
  }
}
