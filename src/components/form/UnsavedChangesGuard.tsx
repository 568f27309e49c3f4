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
  // A change of the page's own search (the detector form's schema) starts the form again: the
  // user stays on the page, so the question is whether to lose the edits, not whether to leave.
  const staying =
    blocker.status === 'blocked' && blocker.next.pathname === blocker.current.pathname;
  return (
    <Modal
      opened={blocker.status === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={staying ? 'Discard your changes?' : 'Leave without saving?'}
      centered
    >
      <Text size="sm" mb="lg">
        {staying
          ? 'You have unsaved changes. This starts the form again, and they will be lost.'
          : 'You have unsaved changes. If you leave now, they will be lost.'}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {staying ? 'Keep my changes' : 'Stay on this page'}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Discard changes
        </Button>
      </Group>
    </Modal>
  );
}
