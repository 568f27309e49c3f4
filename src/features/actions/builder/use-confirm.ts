import { useRef, useState, type ReactNode } from 'react';

/** A yes/no question asked from inside an async step (a save), answered by a dialog. */
export function useConfirm() {
  const [question, setQuestion] = useState<ReactNode | null>(null);
  const resolver = useRef<((yes: boolean) => void) | null>(null);
  return {
    question,
    ask: (q: ReactNode) =>
      new Promise<boolean>((resolve) => {
        resolver.current = resolve;
        setQuestion(q);
      }),
    answer: (yes: boolean) => {
      resolver.current?.(yes);
      resolver.current = null;
      setQuestion(null);
    },
  };
}
