import { Suspense, lazy, useEffect, type ComponentType } from 'react';
import { whenIdle } from '@/lib/idle';
import { useLatch } from '@/lib/use-latch';

/**
 * A dialog whose code loads when it is first opened, not with its page: Mantine's Modal with
 * its focus trap, scroll lock and portal (~30 kB gzip), and for a form dialog the form kit with
 * its fields and rules (~40 kB more), none of which a page needs to show its content. The page
 * fetches it once the browser is idle, so opening rarely waits; if it does, the dialog appears
 * when its code arrives. Once opened it stays mounted, and closes with its transition.
 * (The first screen's dialogs also need the whole stylesheet: `lazyStyled`.)
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** Whether the props open it: `opened` unless told otherwise (`(p) => p.editing !== null`). */
  isOpen: (props: P) => boolean = (props) => 'opened' in props && props.opened === true,
): ComponentType<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const fetchCode = () => (loading ??= load().then((component) => ({ default: component })));
  const Dialog = lazy(fetchCode);
  return function LazyDialog(props: P) {
    const used = useLatch(isOpen(props));
    // A failed prefetch is retried by the first open, which shows the route's error if it fails.
    useEffect(() => whenIdle(() => void fetchCode().catch(() => (loading = null))), []);
    return used ? (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    ) : null;
  };
}
