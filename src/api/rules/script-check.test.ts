import { describe, expect, it } from 'vitest';
import { enabledScriptProblem, scriptProblem } from './script-check';

describe('script syntax check', () => {
  it('accepts balanced scripts with strings and comments', () => {
    expect(scriptProblem('e.severity >= 0.5 && e.getMeta().get("value") != null')).toBeUndefined();
    expect(scriptProblem("e.alertName == 'a (b'")).toBeUndefined();
    expect(scriptProblem('// (unbalanced in a comment\ntrue')).toBeUndefined();
    expect(scriptProblem('/* ) */ true')).toBeUndefined();
  });
  it('reports unbalanced brackets and unclosed quotes with a position', () => {
    expect(scriptProblem('e.getMeta().get("x"')).toBe("unclosed '(' opened at line 1, column 16");
    expect(scriptProblem('a)')).toBe("unexpected ')' at line 1, column 2");
    expect(scriptProblem('[1, 2}')).toBe("unexpected '}' at line 1, column 6");
    expect(scriptProblem("true &&\n'abc")).toBe("unclosed ' quote opened at line 2, column 1");
  });
  it('reports an expression left unfinished at the end, past spaces and comments', () => {
    expect(scriptProblem('e.severity >= 0.5 && e.getMeta().get("x") ==')).toBe(
      "the script ends with '==': complete the expression after it",
    );
    expect(scriptProblem('e.severity >= 0.5 &&\n  // more to come\n')).toBe(
      "the script ends with '&&': complete the expression after it",
    );
    expect(scriptProblem('e.getMeta().')).toMatch(/ends with '\.'/);
    for (const ok of [
      'e.severity >= 0.5',
      'def n = 0; n++',
      'e.alertName ==~ /Large.*/',
      'e.alertName == "a &&"',
      '{ it -> it > 1 }',
    ])
      expect(scriptProblem(ok), ok).toBeUndefined();
  });

  it('reports two operators with nothing between them, where the second stands', () => {
    expect(scriptProblem('e.severity >= >= 0.5')).toBe(
      "'>=' follows '>=' at line 1, column 15: put a value between them",
    );
    expect(scriptProblem('(e.severity > 1 &&)')).toMatch(/^'\)' follows '&&' at line 1, column 19/);
    expect(scriptProblem('e.a ==\n  * 2')).toMatch(/^'\*' follows '==' at line 2, column 3/);
    for (const ok of [
      'e.severity>=0.5',
      'e.value * -1 > +2 && !e.flag',
      'def m = [:]; m.a = 1',
      'def l = new ArrayList<>(); List<List<Integer>> n = []',
      'e.getMeta()?.get("x") ?: 0',
      'e.alertName ==~ /a.*b/',
      '(0..<5).sum() == 10',
      'e.a == "== =="',
    ])
      expect(scriptProblem(ok), ok).toBeUndefined();
  });

  it('reports empty parentheses that call nothing, not a call or a lambda', () => {
    expect(scriptProblem('e.severity >= (( ))')).toBe(
      "empty '()' at line 1, column 16: put an expression inside",
    );
    expect(scriptProblem('()')).toMatch(/^empty '\(\)' at line 1, column 1/);
    for (const ok of [
      'e.getMeta()',
      'e.getMeta ()',
      'list.find { it > 1 }()',
      '[a, b]()',
      'def f = () -> true',
      'e.alertName == "()"',
    ])
      expect(scriptProblem(ok), ok).toBeUndefined();
  });

  it('requires text when the script is enabled', () => {
    expect(enabledScriptProblem('  ')).toBe('Write a script, or switch it off');
    expect(enabledScriptProblem('true')).toBeUndefined();
  });
});
