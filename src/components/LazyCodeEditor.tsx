import { Skeleton } from '@mantine/core';
import { Suspense, lazy, useEffect, useRef, useState, type ComponentType } from 'react';
import { useNearViewport } from '@/lib/use-near-viewport';
import type { CodeEditorProps } from './CodeEditor';
import classes from './LazyCodeEditor.module.css';

// The editor (CodeMirror, ~130 kB gzip) loads only on screens that show one.
const loadEditor = () => import('./CodeEditor').then((m) => m.CodeEditor);
const CodeEditor = lazy(() => loadEditor().then((editor) => ({ default: editor })));

export function LazyCodeEditor(props: CodeEditorProps) {
  if (props.readOnly) return <ReadOnlyCode {...props} />;
  return (
    <Suspense fallback={<Skeleton height={props.singleLine ? 32 : 72} radius="md" />}>
      <CodeEditor {...props} />
    </Suspense>
  );
}

/**
 * A read-only script: its text at once, drawn like the editor, and the editor (its highlighting)
 * once the script comes near the screen. A page whose scripts sit below the fold (an action's
 * bindings on a phone) shows its content without loading CodeMirror; the text is there to read,
 * select and find meanwhile, under the same role and name as the editor's. The text stays until
 * the editor's code has arrived, and a focus in it moves to the editor (tabbing to the text
 * brings it near the screen).
 */
function ReadOnlyCode(props: CodeEditorProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const [Editor, setEditor] = useState<ComponentType<CodeEditorProps> | null>(null);
  const focusEditor = useRef(false);
  useEffect(() => {
    if (!near) return;
    let live = true;
    void loadEditor().then((editor) => {
      if (!live) return;
      focusEditor.current = ref.current?.contains(document.activeElement) ?? false;
      setEditor(() => editor);
    });
    return () => {
      live = false;
    };
  }, [near]);
  useEffect(() => {
    const wrapper = ref.current;
    if (!Editor || !focusEditor.current || !wrapper) return;
    focusEditor.current = false;
    // CodeMirror builds its view a render after mounting: focus its content once it is there.
    const focusContent = () => {
      const content = wrapper.querySelector<HTMLElement>('.cm-content');
      content?.focus({ preventScroll: true });
      return content !== null;
    };
    if (focusContent()) return;
    const observer = new MutationObserver(() => {
      if (focusContent()) observer.disconnect();
    });
    observer.observe(wrapper, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [Editor]);
  return Editor ? (
    <div ref={ref}>
      <Editor {...props} />
    </div>
  ) : (
    <StaticCode {...props} ref={ref} />
  );
}

function StaticCode({
  value,
  label,
  singleLine,
  ref,
}: CodeEditorProps & { ref: React.Ref<HTMLDivElement> }) {
  const lines = value.split('\n').length;
  return (
    <div className={classes.static} ref={ref}>
      {!singleLine && (
        <div className={classes.gutter} aria-hidden>
          {Array.from({ length: lines }, (_, i) => i + 1).join('\n')}
        </div>
      )}
      <div
        className={singleLine ? `${classes.code} ${classes.singleLine}` : classes.code}
        role="textbox"
        aria-readonly
        aria-multiline={!singleLine}
        aria-label={label}
        tabIndex={0}
      >
        {value}
      </div>
    </div>
  );
}
