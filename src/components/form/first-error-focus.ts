import { useEffect, useRef, type RefObject } from 'react';

/**
 * After a submit the rules refused, the first refused field in the page's order takes the focus,
 * scrolled to the middle of the view; with none that can take it (a field in a closed section,
 * a rule about the whole form), the error summary does. react-hook-form's own focus follows the
 * order the fields registered in (a condition row added later came after the fields below it)
 * and skipped a code editor, leaving the user at a submit button far from any error.
 */
export function useFirstErrorFocus(
  form: RefObject<HTMLFormElement | null>,
  attempt: number,
  refused: boolean,
): void {
  const seen = useRef(attempt);
  useEffect(() => {
    if (attempt === seen.current) return;
    seen.current = attempt;
    const root = form.current;
    if (!refused || !root) return;
    const candidates = [
      ...root.querySelectorAll<HTMLElement>('[aria-invalid="true"]'),
      ...root.querySelectorAll<HTMLElement>('[role="alert"][tabindex="-1"]'),
    ];
    for (const target of candidates) {
      target.focus({ preventScroll: true });
      if (document.activeElement !== target) continue;
      target.scrollIntoView({ block: 'center', behavior: 'smooth' });
      return;
    }
  }, [attempt, refused, form]);
}
