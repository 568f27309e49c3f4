import { Alert, Button, Group, List, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/api/http';
import { ScrollRegion } from '@/components/ScrollRegion';
import { groupCount, type Cascade } from './use-cascade';

export interface DeleteDialogProps {
  opened: boolean;
  /** "project", "contract", "wallet". */
  kind: string;
  name: string;
  cascade: Cascade;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A delete that says what it takes: the record by kind and name, every record that goes with it
 * (counts and names), and, when on-chain actions go too, the record's name typed to confirm.
 */
export function DeleteDialogBody(p: DeleteDialogProps) {
  const [typed, setTyped] = useState('');
  const confirmRef = useRef<HTMLInputElement>(null);
  const mustType = p.cascade.removesActions;
  const blocked =
    p.cascade.loading || p.cascade.refused === true || (mustType && typed.trim() !== p.name);
  const askToType = mustType && !p.cascade.loading;
  // The box takes the dialog's first focus (data-autofocus) when the impact is known at opening;
  // when the impact comes later, after that focus went to Close, it takes the focus then (it was
  // reached only past the list of what goes with it).
  useEffect(() => {
    if (askToType) confirmRef.current?.focus();
  }, [askToType]);
  const close = () => {
    setTyped('');
    p.onClose();
  };
  return (
    <Modal
      opened={p.opened}
      onClose={p.pending ? () => undefined : close}
      title={`Delete ${p.kind} “${p.name}”?`}
      centered
    >
      <Stack>
        {p.cascade.loading ? (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">Finding what goes with it…</Text>
          </Group>
        ) : p.cascade.groups.length === 0 ? (
          <Text size="sm">Nothing else is deleted with it. This cannot be undone.</Text>
        ) : (
          <Stack gap="xs">
            <Text size="sm">
              {p.cascade.lead ??
                (p.cascade.detaches
                  ? 'It is in use. These stay, but stop notifying it:'
                  : 'It is removed together with:')}
            </Text>
            <ScrollRegion
              label={
                p.cascade.refused
                  ? 'What keeps it'
                  : p.cascade.detaches
                    ? 'Where it is used'
                    : 'What goes with it'
              }
            >
              <List size="sm" spacing={4}>
                {p.cascade.groups.map((g) => (
                  <List.Item key={g.kind}>
                    <Text span fw={600} size="sm">{`${groupCount(g)}: `}</Text>
                    <Text span size="sm">
                      {g.names.slice(0, 8).join(', ')}
                      {g.names.length > 8 ? `, and ${g.names.length - 8} more` : ''}
                    </Text>
                  </List.Item>
                ))}
              </List>
            </ScrollRegion>
            {!p.cascade.refused && <Text size="sm">This cannot be undone.</Text>}
          </Stack>
        )}
        {askToType && (
          <TextInput
            ref={confirmRef}
            label={`Type “${p.name}” to confirm`}
            description="Actions that send transactions go with it."
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            // Enter confirms once the name is typed, as a form's submit would.
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !blocked && !p.pending) p.onConfirm();
            }}
            autoComplete="off"
            data-autofocus
          />
        )}
        {p.error !== null && p.error !== undefined && (
          <Alert color="red" variant="light" role="alert" title="Not deleted">
            {errorMessage(p.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          {/* The first focus, where none is asked to type: not the dialog's Close. */}
          <Button variant="default" onClick={close} disabled={p.pending} data-autofocus>
            Cancel
          </Button>
          <Button color="red" onClick={p.onConfirm} loading={p.pending} disabled={blocked}>
            {`Delete ${p.kind}`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
