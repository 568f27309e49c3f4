import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from '@tanstack/react-router';
interface Props {
  /** Whether leaving would lose something (dirty, and not saved yet). */
  when: boolean;
}

/** Asks before leaving a form with unsaved changes: in-app navigation and tab close alike. */
export function UnsavedChangesGuard({ when }: Props) {
  const block = () => when;
  const blocker = useBlocker({
    shouldBlockFn: block,
    enableBeforeUnload: block,
    withResolver: true,
  });
  return (
    <Modal
      opened={blocker.status === 'blocked'}
      onClose={() => blocker.reset?.()}
      title="Leave without saving?"
      centered
    >
      <Text size="sm" mb="lg">
        You have unsaved changes. If you leave now, they will be lost.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          Stay on this page
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Discard changes
        </Button>
      </Group>
    </Modal>
  );
}
