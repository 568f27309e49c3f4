import { Notifications } from '@mantine/notifications';

/**
 * The notification area, imported lazily by App: a module of our own, so the bundler can keep
 * the area (and its transition library) out of the first screen while every screen imports
 * the small `notifications` store from the same package.
 */
export function NotificationsArea() {
  // Bottom right: at the top they covered the header's mode, time-zone and theme controls.
  return <Notifications position="bottom-right" />;
}
