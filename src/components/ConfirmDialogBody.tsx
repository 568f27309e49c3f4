import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '@/api/http';

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  pending?: boolean;
  error?: unknown;
  danger?: boolean;
}

/** Confirmation for destructive operations; stays open with the error if the call fails. */
export function ConfirmDialogBody(props: ConfirmDialogProps) {
  const {
    opened,
    title,
    children,
    confirmLabel,
    onConfirm,
    onClose,
    pending,
    error,
    danger = true,
  } = props;
  return (
    <Modal opened={opened} onClose={pending ? () => undefined : onClose} title={title} centered>
      <Stack>
        <Text size="sm" component="div">
          {children}
        </Text>
        {error !== null && error !== undefined && (
          <Alert color="red" variant="light" role="alert" title="That did not work">
            {errorMessage(error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
            Cancel
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
