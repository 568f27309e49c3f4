import { notifications } from '@mantine/notifications';

/** The one message a finished delete leaves: "Action “Pause pool” deleted". */
export function announceDeleted(kind: string, name: string) {
  const Kind = kind.charAt(0).toUpperCase() + kind.slice(1);
  notifications.show({ color: 'teal', message: `${Kind} “${name}” deleted` });
}
