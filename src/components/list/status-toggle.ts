import { notifications } from '@mantine/notifications';
import type { Status } from '@/api/common';
import { errorMessage } from '@/api/http';

type Switchable = { status?: Status | null; name: string };

/**
 * Pausing or resuming one record (a row button, a page button), with the outcome said in a
 * notification: `{ on: 'resumed', off: 'paused' }` for actions, enabled/disabled by default.
 */
export function statusToggle<T extends Switchable>(
  setStatus: (row: T, status: 'ACTIVE' | 'DISABLED') => Promise<unknown>,
  words: { on: string; off: string } = { on: 'enabled', off: 'disabled' },
) {
  return (row: T) => {
    const next = row.status === 'DISABLED' ? 'ACTIVE' : 'DISABLED';
    setStatus(row, next).then(
      () =>
        notifications.show({
          color: 'teal',
          message: `“${row.name}” ${next === 'DISABLED' ? words.off : words.on}`,
        }),
      (e: unknown) =>
        notifications.show({ color: 'red', title: 'Not changed', message: errorMessage(e) }),
    );
  };
}
