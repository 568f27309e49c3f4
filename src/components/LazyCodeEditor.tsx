import { Skeleton } from '@mantine/core';
import { Suspense, lazy } from 'react';
import type { CodeEditorProps } from './CodeEditor';

// The editor (CodeMirror, ~150 KB) loads only on screens that show one.
const CodeEditor = lazy(() => import('./CodeEditor').then((m) => ({ default: m.CodeEditor })));

export function LazyCodeEditor(props: CodeEditorProps) {
  return (
    <Suspense fallback={<Skeleton height={props.singleLine ? 32 : 72} radius="md" />}>
      <CodeEditor {...props} />
    </Suspense>
  );
}
