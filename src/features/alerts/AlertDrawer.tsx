import { Button, Drawer, Group, Kbd, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { alertQueries } from '@/api/alert/queries';
import type { Alert } from '@/api/alert/schemas';
import type { Contract } from '@/api/contract/schemas';
import type { DetectorPick } from '@/api/detector/queries';
import type { TriggerPick } from '@/api/trigger/queries';
import { LoadError } from '@/components/LoadError';
import { PageLoader } from '@/components/PageLoader';
import { AlertDetail } from './AlertDetail';

interface AlertDrawerProps {
  /** The alert named in the URL; the drawer is open while there is one. */
  id: string | undefined;
  /** The current page of the feed: previous / next step through it. */
  rows: readonly Alert[];
  contracts: ReadonlyMap<number, Contract>;
  detectors: ReadonlyMap<number, DetectorPick>;
  triggers: ReadonlyMap<number, TriggerPick>;
  onOpen: (id: string) => void;
  onClose: () => void;
}

/** An alert in full beside the feed, addressable by URL; j / k step to the next / previous one. */
export function AlertDrawer({ id, rows, onOpen, onClose, ...names }: AlertDrawerProps) {
  const index = id === undefined ? -1 : rows.findIndex((a) => a.id === id);
  const onPage = index >= 0 ? rows[index] : undefined;
  // A shared link may name an alert that is not on this page: fetch it by id.
  const single = useQuery({
    ...alertQueries.list({ query: `id:"${(id ?? '').replace(/["\\]/g, '\\$&')}"`, size: 10 }),
    enabled: id !== undefined && !onPage,
  });
  const alert = onPage ?? single.data?.data.find((a) => a.id === id);
  const prev = index > 0 ? rows[index - 1] : undefined;
  const next = index >= 0 ? rows[index + 1] : undefined;
  useHotkeys(
    id === undefined
      ? []
      : [
          ['j', () => next && onOpen(next.id)],
          ['k', () => prev && onOpen(prev.id)],
        ],
  );
  return (
    <Drawer
      opened={id !== undefined}
      onClose={onClose}
      position="right"
      size="xl"
      title={
        <Text fw={600} size="lg" component="span">
          {alert?.alertName ?? 'Alert'}
        </Text>
      }
      closeButtonProps={{ 'aria-label': 'Close alert' }}
    >
      <Group justify="space-between" mb="md">
        <Text size="sm" c="dimmed" aria-live="polite">
          {index >= 0 ? `${index + 1} of ${rows.length} on this page` : 'Not on this page'}
        </Text>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconChevronUp size={14} />}
            disabled={!prev}
            onClick={() => prev && onOpen(prev.id)}
            aria-keyshortcuts="k"
            rightSection={
              <Kbd size="xs" aria-hidden>
                k
              </Kbd>
            }
          >
            Previous
          </Button>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconChevronDown size={14} />}
            disabled={!next}
            onClick={() => next && onOpen(next.id)}
            aria-keyshortcuts="j"
            rightSection={
              <Kbd size="xs" aria-hidden>
                j
              </Kbd>
            }
          >
            Next
          </Button>
        </Group>
      </Group>
      {alert ? (
        <AlertDetail alert={alert} {...names} />
      ) : single.isError ? (
        <LoadError
          title="The alert could not be loaded"
          error={single.error}
          onRetry={() => void single.refetch()}
        />
      ) : single.isSuccess ? (
        <Text>No alert {id} in this tenant.</Text>
      ) : (
        <PageLoader />
      )}
    </Drawer>
  );
}
