/**
 * Mantine's notifications store, on its own: App loads it when the first screen is idle, to
 * mount the notification area once anything is queued. Screens that notify import
 * `@mantine/notifications` themselves, and share this store.
 */
export { notificationsStore } from '@mantine/notifications';
