import { useEffect } from 'react';

/**
 * The document's title for the page shown, "Projects · Vigil" (WCAG 2.4.2: every page was
 * "Vigil", in the tab, the history and a screen reader alike). The shell announces it after a
 * navigation (AppLayout's route announcer).
 */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = `${title} · Vigil`;
  }, [title]);
}
