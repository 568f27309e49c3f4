import { useDisclosure } from '@mantine/hooks';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { ThemedOutlet } from '@/components/ThemedOutlet';
import { cx, FOCUS, m } from '@/components/plain/mantine';
import { PlainText } from '@/components/plain/PlainText';
import { ConnectionIndicator } from './ConnectionIndicator';
import { ReauthDialog } from './ReauthDialog';
import { NAV_GROUPS } from './nav-items';
import { TenantBrand } from './TenantBrand';
import { ThemeToggle } from './ThemeToggle';
import { UtcToggle } from './UtcToggle';
import classes from './AppLayout.module.css';

/**
 * The shell: a fixed header, the navigation beside the page from the `sm` breakpoint up (behind
 * the burger below it), the page. Plain elements and CSS (AppLayout.module.css) rather than
 * Mantine's AppShell: its resizable sections and media-style machinery, and the scroll-lock
 * library its header imports for one class name, were ~8 kB gzip on the first screen for a
 * layout that is three boxes.
 */
export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const main = useRef<HTMLElement>(null);
  const landed = useRef(pathname);
  // A save or delete that leads to another page took its focused button away, and focus fell
  // to the document's start: the new page takes it, so Tab goes on from its top. Not on the
  // first load (Tab starts at "Skip to content" there), nor when focus is somewhere still.
  useEffect(() => {
    if (landed.current === pathname) return;
    landed.current = pathname;
    const frame = requestAnimationFrame(() => {
      if (document.activeElement === document.body) main.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  const announced = useRouteAnnouncement(pathname);
  useFocusRescue(main);
  return (
    <div className={classes.shell}>
      {/* Past the header's and the navigation's 17 stops to the page, for keyboard users. */}
      <a href="#main-content" className={classes.skip}>
        Skip to content
      </a>
      <header className={classes.header}>
        <div className={classes.bar}>
          <div className={classes.headerSide}>
            {/* Mantine's Burger, drawn by its classes (src/components/plain). */}
            <button
              type="button"
              className={cx(
                FOCUS,
                m.burger.root,
                m.unstyledButton,
                classes.burger,
                'mantine-hidden-from-sm',
              )}
              data-size="sm"
              onClick={toggle}
              aria-label="Toggle navigation"
              aria-expanded={opened}
              aria-controls="main-navigation"
            >
              <div
                className={m.burger.burger}
                data-opened={opened || undefined}
                data-reduce-motion="true"
              />
            </button>
            <Link to="/projects" className={classes.brand} aria-label="Vigil home">
              {/* The mark of public/favicon.svg, inline: as an image it was a request before
                  every screen's first paint. */}
              <svg viewBox="0 0 32 32" width={26} height={26} aria-hidden="true">
                <rect width="32" height="32" rx="7" fill="#4c6ef5" />
                <path
                  d="M8 9l8 15 8-15"
                  fill="none"
                  stroke="#fff"
                  strokeWidth="3.2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
                <circle cx="16" cy="9" r="2.2" fill="#fff" />
              </svg>
              <span className={cx(m.title, classes.wordmark)} data-order="3">
                Vigil
              </span>
            </Link>
            <TenantBrand />
          </div>
          <div className={classes.headerSide}>
            <ConnectionIndicator />
            <UtcToggle />
            <ThemeToggle />
          </div>
        </div>
      </header>
      <nav
        id="main-navigation"
        className={classes.navbar}
        data-opened={opened || undefined}
        aria-label="Main navigation"
      >
        {/* The browser's own scrolling: Mantine's ScrollArea brings floating-ui to the first screen. */}
        <div className={classes.navScroll}>
          <div className={classes.groups}>
            {NAV_GROUPS.map((group) => (
              <div key={group.label}>
                <PlainText size="xs" fw={700} dimmed className={classes.groupLabel}>
                  {group.label}
                </PlainText>
                {group.items.map((item) => (
                  <Link
                    key={item.to}
                    to={item.to}
                    className={`mantine-focus-auto ${classes.navLink}`}
                    data-active={
                      pathname === item.to || pathname.startsWith(`${item.to}/`) || undefined
                    }
                    onClick={close}
                  >
                    <span className={classes.navIcon}>
                      <item.icon size={18} stroke={1.6} />
                    </span>
                    <span className={classes.navBody}>
                      <span className={classes.navLabel}>{item.label}</span>
                    </span>
                  </Link>
                ))}
              </div>
            ))}
          </div>
        </div>
      </nav>
      <main ref={main} className={classes.main} id="main-content" tabIndex={-1}>
        {/* Every page but the projects list draws Mantine's components, in its theme. */}
        <ThemedOutlet depth={2} bare="/_app/projects/" />
      </main>
      <ReauthDialog />
      <div aria-live="polite" aria-atomic="true" className={m.visuallyHidden}>
        {announced}
      </div>
    </div>
  );
}

/**
 * Focus that falls to the document when its element goes (a deleted row's button, a bulk bar
 * that closes with its action, a dialog whose opener left with the record) is given to the page,
 * so Tab goes on from its top, not the document's start (the header, then the notifications); a
 * pager's button that turns disabled gives it to the page the pager shows. A click on nothing
 * leaves it where the user put it.
 */
function useFocusRescue(main: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const lost = (e: FocusEvent) => {
      const left = e.target;
      if (e.relatedTarget || !(left instanceof HTMLElement)) return;
      requestAnimationFrame(() => {
        const gone = !left.isConnected || (left as HTMLButtonElement).disabled === true;
        if (!gone || document.activeElement !== document.body) return;
        // A pager's "next" that turned disabled on the last page: the page it shows now.
        const current = left.isConnected
          ? left.parentElement?.querySelector<HTMLElement>('[aria-current]')
          : null;
        (current ?? main.current)?.focus({ preventScroll: true });
      });
    };
    document.addEventListener('focusout', lost);
    return () => document.removeEventListener('focusout', lost);
  }, [main]);
}

/**
 * The page's title (usePageTitle) once a navigation has drawn it, for a polite live region: a
 * screen reader says which page opened (focus stays on the link that was followed). Not on the
 * first load, where the browser reads the title itself; once per address, though a record's page
 * sets its title again when its name comes.
 */
function useRouteAnnouncement(pathname: string): string {
  const [announced, setAnnounced] = useState('');
  const current = useRef(pathname);
  current.current = pathname;
  useEffect(() => {
    const title = document.querySelector('title');
    if (!title) return;
    let said = current.current;
    const observer = new MutationObserver(() => {
      if (current.current === said) return;
      said = current.current;
      setAnnounced(document.title);
    });
    observer.observe(title, { childList: true, characterData: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  return announced;
}
