import { autocompletion, type CompletionContext } from '@codemirror/autocomplete';
import {
  HighlightStyle,
  StreamLanguage,
  bracketMatching,
  defaultHighlightStyle,
  syntaxHighlighting,
} from '@codemirror/language';
import { groovy } from '@codemirror/legacy-modes/mode/groovy';
import { tags } from '@lezer/highlight';
import { useComputedColorScheme } from '@mantine/core';
import CodeMirror, {
  EditorState,
  EditorView,
  placeholder as cmPlaceholder,
} from '@uiw/react-codemirror';
import { useMemo } from 'react';
import {
  ALERT_MEMBERS,
  CONTEXT_MEMBERS,
  SCRIPT_GLOBALS,
  type ScriptSymbol,
} from './script-completions';

export interface CodeEditorProps {
  value: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  /** Accessible name of the editable area (`textbox` role). */
  label: string;
  readOnly?: boolean;
  /** One-line expression: no gutter, Enter never adds a line. */
  singleLine?: boolean;
  placeholder?: string;
  invalid?: boolean;
  /** Id of the element describing the editor (hint or error). */
  describedBy?: string;
  minHeight?: string;
}

const groovyLanguage = StreamLanguage.define(groovy);

const toOptions = (list: ScriptSymbol[]) =>
  list.map((s) => ({ label: s.label, type: s.type, detail: s.detail }));

/** `e.` and `a.` complete their members; a bare word completes `e`, `a` and literals. */
function scriptCompletions(ctx: CompletionContext) {
  const member = ctx.matchBefore(/\b[ea]\.\w*$/);
  if (member) {
    const list = member.text.startsWith('e') ? ALERT_MEMBERS : CONTEXT_MEMBERS;
    return { from: member.from + 2, options: toOptions(list), validFor: /^\w*$/ };
  }
  const word = ctx.matchBefore(/\w+$/);
  if (!word && !ctx.explicit) return null;
  return { from: word?.from ?? ctx.pos, options: toOptions(SCRIPT_GLOBALS), validFor: /^\w*$/ };
}

/** Colours chosen for ≥ 4.5:1 on Mantine's dark body. */
const darkHighlight = HighlightStyle.define([
  { tag: tags.keyword, color: '#d7a6ff' },
  { tag: [tags.string, tags.special(tags.string)], color: '#ffb4a2' },
  { tag: [tags.number, tags.bool, tags.atom], color: '#9fe0b0' },
  { tag: tags.comment, color: '#b4bcc8', fontStyle: 'italic' },
  { tag: [tags.variableName, tags.definition(tags.variableName)], color: '#9ccbff' },
  { tag: [tags.typeName, tags.className], color: '#ffd580' },
]);

const mantineTheme = (dark: boolean, minHeight: string, invalid: boolean) =>
  EditorView.theme(
    {
      '&': {
        backgroundColor: 'var(--mantine-color-body)',
        color: 'var(--mantine-color-text)',
        border: `1px solid ${invalid ? 'var(--mantine-color-error)' : 'var(--mantine-color-default-border)'}`,
        borderRadius: 'var(--mantine-radius-md)',
        fontSize: 'var(--mantine-font-size-sm)',
      },
      '&.cm-focused': {
        outline: '2px solid var(--mantine-primary-color-filled)',
        outlineOffset: '1px',
      },
      '.cm-scroller': { fontFamily: 'var(--mantine-font-family-monospace)', minHeight },
      '.cm-content': { caretColor: 'var(--mantine-color-text)', padding: '6px 0' },
      '.cm-gutters': {
        backgroundColor: 'var(--mantine-color-default-hover)',
        color: 'var(--mantine-color-dimmed)',
        border: 'none',
        borderTopLeftRadius: 'var(--mantine-radius-md)',
        borderBottomLeftRadius: 'var(--mantine-radius-md)',
      },
      '.cm-activeLine': { backgroundColor: dark ? 'rgba(255,255,255,0.04)' : 'rgba(0,0,0,0.03)' },
      '.cm-activeLineGutter': { backgroundColor: 'transparent' },
      '.cm-placeholder': { color: 'var(--mantine-color-dimmed)' },
      '&.cm-focused .cm-matchingBracket': {
        backgroundColor: dark ? 'rgba(120,160,255,0.3)' : 'rgba(60,90,200,0.18)',
        outline: 'none',
      },
      '.cm-tooltip': {
        backgroundColor: 'var(--mantine-color-body)',
        color: 'var(--mantine-color-text)',
        border: '1px solid var(--mantine-color-default-border)',
      },
      '.cm-completionDetail': { color: 'var(--mantine-color-dimmed)', marginLeft: '1em' },
    },
    { dark },
  );

/** One line only: a transaction that would add a line break is dropped. */
const oneLine = EditorState.transactionFilter.of((tr) => (tr.newDoc.lines > 1 ? [] : tr));

/**
 * The Groovy script editor (CodeMirror 6): line numbers, bracket matching, completion of what a
 * script sees, Mantine's colours in both schemes. Loaded lazily through `LazyCodeEditor`.
 */
export function CodeEditor({
  value,
  onChange,
  onBlur,
  label,
  readOnly = false,
  singleLine = false,
  placeholder,
  invalid = false,
  describedBy,
  minHeight = singleLine || readOnly ? '0' : '72px',
}: CodeEditorProps) {
  const scheme = useComputedColorScheme('light');
  const dark = scheme === 'dark';
  const extensions = useMemo(
    () => [
      groovyLanguage,
      bracketMatching(),
      syntaxHighlighting(dark ? darkHighlight : defaultHighlightStyle),
      mantineTheme(dark, minHeight, invalid),
      EditorView.contentAttributes.of({
        'aria-label': label,
        // Read-only content is not editable, so not focusable by itself: a read-only textbox
        // should still be reachable from the keyboard, to read and select.
        ...(readOnly ? { tabindex: '0' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      }),
      ...(readOnly ? [] : [autocompletion({ override: [scriptCompletions] })]),
      ...(singleLine ? [oneLine] : [EditorView.lineWrapping]),
      ...(placeholder ? [cmPlaceholder(placeholder)] : []),
    ],
    [dark, minHeight, invalid, label, describedBy, readOnly, singleLine, placeholder],
  );
  return (
    <CodeMirror
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      readOnly={readOnly}
      editable={!readOnly}
      theme="none"
      // Tab moves on to the next field, as in every other input (it indented, and the user was
      // held in the editor, a keyboard trap, with a leading space saved); Ctrl+] indents.
      indentWithTab={false}
      extensions={extensions}
      basicSetup={{
        lineNumbers: !singleLine,
        foldGutter: false,
        highlightActiveLine: !readOnly && !singleLine,
        highlightActiveLineGutter: false,
        autocompletion: false,
        bracketMatching: false,
        syntaxHighlighting: false,
        searchKeymap: false,
        closeBrackets: !readOnly,
      }}
    />
  );
}
