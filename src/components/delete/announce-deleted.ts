import { notifications } from '@mantine/notifications';
import { capitalise } from '@/lib/words';

/** The one message a finished delete leaves: "Action “Pause pool” deleted". */
export function announceDeleted(kind: string, name: string) {
  notifications.show({ color: 'teal', message: `${capitalise(kind)} “${name}” deleted` });
}
