import { Button, getDefaultZIndex, Group, Modal, Text } from '@mantine/core';
import { useLayoutEffect, useState, type ReactNode } from 'react';

interface FormModalProps {
  opened: boolean;
  title: string;
  /**
   * Whether closing would discard typed input, read from the fields at the moment of closing
   * (formState.isDirty is only published once the async resolver has run after a keystroke).
   */
  hasEdits: () => boolean;
  /** Closing is refused while a save or send is under way. */
  busy?: boolean;
  onClose: () => void;
  /** What is lost, plural, for the question: "Your edits to “Runbook”" (… are not saved). */
  what?: string;
  size?: string;
  /** The form; its Cancel button calls `requestClose` (which asks first when there are edits). */
  children: (requestClose: () => void) => ReactNode;
}

/**
 * A dialog holding a form: Escape, the close button or a click outside ask before discarding
 * what was typed, and do nothing while the form is being sent.
 */
export function FormModal(p: FormModalProps) {
  const [asking, setAsking] = useState(false);
  useReturnFocus();
  const close = () => {
    setAsking(false);
    p.onClose();
  };
  const requestClose = () => {
    if (p.busy) return;
    if (p.hasEdits()) setAsking(true);
    else close();
  };
  return (
    <>
      <Modal
        opened={p.opened}
        // Every open modal hears Escape on the window, the question too as soon as it opens (in
        // the same keydown): so only this one listens, and Escape on the question means Stay.
        onClose={() => (asking ? setAsking(false) : requestClose())}
        title={p.title}
        size={p.size ?? 'lg'}
        centered
      >
        {p.children(requestClose)}
      </Modal>
      <Modal
        opened={p.opened && asking}
        onClose={() => setAsking(false)}
        closeOnEscape={false}
        title="Discard changes?"
        zIndex={getDefaultZIndex('modal') + 1}
        centered
      >
        <Text size="sm" mb="lg">
          {p.what
            ? `${p.what} are not saved. If you close the editor now, they will be lost.`
            : 'What you typed is not saved. If you close the editor now, it will be lost.'}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
            Stay
          </Button>
          <Button color="red" onClick={close}>
            Discard
          </Button>
        </Group>
      </Modal>
    </>
  );
}

/**
 * Forms are mounted with their dialog and unmounted when it closes (a save included), so Mantine's
 * own return of focus, on `opened` turning false, never runs: focus fell to the page. The element
 * that opened the dialog (its row's Edit button) takes it back, if it is still there.
 */
function useReturnFocus() {
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  useLayoutEffect(
    () => () => {
      requestAnimationFrame(() => {
        const lost =
          document.activeElement === document.body || document.activeElement?.id === 'main-content';
        if (lost && opener?.isConnected && opener !== document.body) opener.focus();
      });
    },
    [opener],
  );
}
