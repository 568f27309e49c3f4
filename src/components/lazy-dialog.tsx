import {
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { whenIdle } from '@/lib/idle';
import { useLatch } from '@/lib/use-latch';

/**
 * A dialog whose code loads when it is first opened, not with its page: Mantine's Modal with
 * its focus trap, scroll lock and portal (~30 kB gzip), and for a form dialog the form kit with
 * its fields and rules (~40 kB more), none of which a page needs to show its content. The page
 * fetches it once the browser is idle, so that opening does not wait: code already here is drawn
 * at once (through React.lazy, a boundary that has suspended reveals its content up to 300 ms
 * later). Once opened it stays mounted, and closes with its transition.
 *
 * A dialog with an `opened` prop is drawn closed once before it opens, so its first opening is
 * like every later one: Mantine's Modal fades in and remembers what had focus only when `opened`
 * changes on a mounted modal. And whatever the dialog, focus lost to the page when it closes goes
 * back to what had it when it opened (a form dialog that mounts its modal open has no other way).
 * (The first screen's dialogs also need the whole stylesheet: `lazyStyled`.)
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** Whether the props open it: `opened` unless told otherwise (`(p) => p.editing !== null`). */
  isOpen: (props: P) => boolean = (props) => 'opened' in props && props.opened === true,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const fetchCode = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return { default: component };
    }));
  const Lazy = lazy(fetchCode);
  return function LazyDialog(props: P) {
    const open = isOpen(props);
    const used = useLatch(open);
    const [shownClosed, setShownClosed] = useState(false);
    const markShown = useCallback(() => setShownClosed(true), []);
    // Chosen at the first opening and kept: a change of type would mount the dialog anew.
    const type = useRef<ComponentType<P> | null>(null);
    useFocusReturn(open);
    // A failed prefetch is retried by the first open, which shows the route's error if it fails.
    useEffect(() => whenIdle(() => void fetchCode().catch(() => (loading = null))), []);
    if (!used) return null;
    type.current ??= loaded ?? Lazy;
    const Dialog = type.current;
    const first = 'opened' in props && !shownClosed;
    return (
      <Suspense fallback={null}>
        <Dialog {...(first ? { ...props, opened: false } : props)} />
        <OnCommit run={markShown} />
      </Suspense>
    );
  };
}

/** Runs once its Suspense boundary's content has committed. */
function OnCommit({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

/** Focus back on the opener when the dialog closes with the focus lost to the page body. */
function useFocusReturn(open: boolean): void {
  const opener = useRef<Element | null>(null);
  const wasOpen = useRef(open);
  // Read while rendering the opening: the dialog has not taken the focus yet.
  if (open && !wasOpen.current) opener.current = document.activeElement;
  wasOpen.current = open;
  useEffect(() => {
    const element = opener.current;
    if (open || !(element instanceof HTMLElement)) return;
    // After the modal's own return (Mantine waits 10 ms), only if nothing took the focus.
    const timer = setTimeout(() => {
      const active = document.activeElement;
      const lost = active === null || active === document.body || !active.isConnected;
      if (element.isConnected && lost) element.focus({ preventScroll: true });
    }, 20);
    return () => clearTimeout(timer);
  }, [open]);
}
