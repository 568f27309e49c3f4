import { Skeleton } from '@mantine/core';
import { Suspense, lazy, useRef } from 'react';
import { useNearViewport } from '@/lib/use-near-viewport';
import type { CodeEditorProps } from './CodeEditor';
import classes from './LazyCodeEditor.module.css';

// The editor (CodeMirror, ~130 kB gzip) loads only on screens that show one.
const CodeEditor = lazy(() => import('./CodeEditor').then((m) => ({ default: m.CodeEditor })));

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
 * select and find meanwhile, under the same role and name as the editor's.
 */
function ReadOnlyCode(props: CodeEditorProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const plain = <StaticCode {...props} ref={ref} />;
  return near ? (
    <Suspense fallback={plain}>
      <CodeEditor {...props} />
    </Suspense>
  ) : (
    plain
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
