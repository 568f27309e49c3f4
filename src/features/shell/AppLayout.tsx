import { Burger, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
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
  return (
    <div className={classes.shell}>
      <header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle navigation"
              aria-expanded={opened}
              aria-controls="main-navigation"
            />
            <Link to="/projects" className={classes.brand} aria-label="Vigil home">
              <img src="/favicon.svg" alt="" width={26} height={26} />
              <Title order={3} component="span" fz="lg">
                Vigil
              </Title>
            </Link>
            <TenantBrand />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <ConnectionIndicator />
            <UtcToggle />
            <ThemeToggle />
          </Group>
        </Group>
      </header>
      <nav
        id="main-navigation"
        className={classes.navbar}
        data-opened={opened || undefined}
        aria-label="Main navigation"
      >
        {/* The browser's own scrolling: Mantine's ScrollArea brings floating-ui to the first screen. */}
        <div className={classes.navScroll}>
          <Stack gap="md">
            {NAV_GROUPS.map((group) => (
              <div key={group.label}>
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
                  {group.label}
                </Text>
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
          </Stack>
        </div>
      </nav>
      <main className={classes.main}>
        <Outlet />
      </main>
      <ReauthDialog />
    </div>
  );
}
