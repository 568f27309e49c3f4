import { ScrollRegion } from '@/components/ScrollRegion';
import { Alert, Button, Group, List, Modal, Paper, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { runBulk, type BulkAction, type BulkFailure } from './bulk';

interface BulkBarProps<T> {
  rows: readonly T[];
  name: (row: T) => string;
  actions: readonly BulkAction<T>[];
  onClear: () => void;
}

/**
 * What to do with the selected rows: one confirmation that lists what will change, progress
 * while it runs, and a summary of anything that failed.
 */
export function BulkBar<T>({ rows, name, actions, onClear }: BulkBarProps<T>) {
  const [pending, setPending] = useState<BulkAction<T> | null>(null);
  const [done, setDone] = useState<number | null>(null);
  // What a confirmed run works on, fixed when confirmed: the rows refresh under it as each change
  // lands, and a row already changed would otherwise drop out of the count ("1 of 1 done").
  const [running, setRunning] = useState<{ targets: T[]; skipped: number } | null>(null);
  const [failures, setFailures] = useState<{ total: number; list: BulkFailure[] } | null>(null);
  if (rows.length === 0 && !failures && !running) return null;
  const targets =
    running?.targets ?? (pending ? rows.filter((r) => pending.appliesTo?.(r) ?? true) : []);
  const skipped = running?.skipped ?? rows.length - targets.length;

  const confirm = async () => {
    if (!pending) return;
    setRunning({ targets, skipped });
    setDone(0);
    const failed = await runBulk(targets, pending, name, setDone);
    setDone(null);
    setRunning(null);
    const action = pending;
    setPending(null);
    if (failed.length) setFailures({ total: targets.length, list: failed });
    else {
      notifications.show({
        color: 'teal',
        message: `${action.label}: ${targets.length} done`,
      });
      onClear();
    }
  };

  return (
    <>
      {rows.length > 0 && (
        <Paper withBorder p="xs" px="md" role="region" aria-label="Selected rows">
          <Group justify="space-between">
            <Text size="sm" fw={500}>{`${rows.length} selected`}</Text>
            <Group gap="xs">
              {actions.map((a) => (
                <Button
                  key={a.label}
                  size="xs"
                  variant="light"
                  color={a.danger ? 'red' : undefined}
                  onClick={() => setPending(a)}
                >
                  {a.label}
                </Button>
              ))}
              <Button size="xs" variant="subtle" color="gray" onClick={onClear}>
                Clear selection
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
      <Modal
        opened={pending !== null}
        onClose={() => done === null && setPending(null)}
        title={pending ? `${pending.label} ${targets.length} selected?` : ''}
        centered
      >
        <Stack>
          <Text size="sm">{`These ${pending?.effect ?? ''}:`}</Text>
          <ScrollRegion label="Rows that will change">
            <List size="sm" spacing={2}>
              {targets.map((r) => (
                <List.Item key={name(r)}>{name(r)}</List.Item>
              ))}
            </List>
          </ScrollRegion>
          {skipped > 0 && (
            <Text
              size="xs"
              c="dimmed"
            >{`${skipped} selected already are and are left as they are.`}</Text>
          )}
          {done !== null && (
            <Stack gap={4}>
              <Progress value={(done / Math.max(1, targets.length)) * 100} aria-label="Progress" />
              <Text
                size="xs"
                c="dimmed"
                aria-live="polite"
              >{`${done} of ${targets.length} done`}</Text>
            </Stack>
          )}
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => setPending(null)}
              disabled={done !== null}
              data-autofocus
            >
              Cancel
            </Button>
            <Button
              color={pending?.danger ? 'red' : undefined}
              onClick={() => void confirm()}
              loading={done !== null}
              disabled={targets.length === 0}
            >
              {pending?.label}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={failures !== null}
        onClose={() => setFailures(null)}
        title="Some did not go through"
        centered
      >
        <Alert
          color="red"
          variant="light"
          role="alert"
          title={failures ? `${failures.list.length} of ${failures.total} failed` : undefined}
        >
          <List size="sm">
            {(failures?.list ?? []).map((f, i) => (
              <List.Item key={`${i}-${f.name}`}>{`${f.name}: ${f.message}`}</List.Item>
            ))}
          </List>
        </Alert>
        <Group justify="flex-end" mt="md">
          <Button onClick={() => setFailures(null)}>Close</Button>
        </Group>
      </Modal>
    </>
  );
}
