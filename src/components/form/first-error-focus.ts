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

const FOCUSABLE =
  'input:not([type="hidden"]), textarea, select, button, [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/**
 * Takes the user to a field from the error summary: the control react-hook-form holds for it
 * (a select's visible input), else an element of that name, else the first control inside the
 * wrapper marked `data-field` with its path (a code editor, a list's Add button); scrolled to the
 * middle of the view. With none, the first refused field.
 */
export function focusField(root: HTMLElement | null, path: string, setFocus: () => void): void {
  if (!root) return;
  const before = document.activeElement;
  const moved = () => document.activeElement !== before && root.contains(document.activeElement);
  setFocus();
  const field = CSS.escape(path);
  if (!moved()) root.querySelector<HTMLElement>(`[name="${field}"]:not([type="hidden"])`)?.focus();
  // A field of several controls (a code editor, a list with its Add button) marks its wrapper.
  if (!moved())
    root.querySelector(`[data-field="${field}"]`)?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  if (!moved()) root.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  if (moved()) (document.activeElement as HTMLElement).scrollIntoView({ block: 'center' });
}
