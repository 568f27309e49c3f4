import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { destinationQueries } from '@/api/destination/queries';
import { Pager } from '@/components/list/Pager';
import { QueryState } from '@/components/QueryState';
import { Timestamp } from '@/components/Timestamp';
import { DeliveryStatus } from './DeliveryResult';
import classes from './Destinations.module.css';

/** Every test-send and notification to this contact, newest first. */
export function DeliveryHistory({ destinationId }: { destinationId: number }) {
  const [page, setPage] = useState({ from: 0, size: 10 });
  const query = useQuery({
    ...destinationQueries.deliveries({
      id: destinationId,
      body: { ...page, trackTotal: true, sort: [{ field: 'timestamp', order: 'Desc' }] },
    }),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.data ?? [];
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Delivery history
        </Title>
        <QueryState
          query={query}
          errorTitle="Deliveries could not be loaded"
          empty={{
            when: rows.length === 0 && page.from === 0,
            node: (
              <Text size="sm" c="dimmed">
                Nothing was sent to this contact yet.
              </Text>
            ),
          }}
        >
          <Table.ScrollContainer minWidth={600}>
            <Table striped verticalSpacing="xs" aria-label="Delivery history">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Time</Table.Th>
                  <Table.Th>Kind</Table.Th>
                  <Table.Th>Result</Table.Th>
                  <Table.Th>Code</Table.Th>
                  <Table.Th>Message</Table.Th>
                  <Table.Th>Took</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  <Table.Tr key={r.id}>
                    <Table.Td className={classes.nowrap}>
                      <Timestamp value={r.timestamp} size="sm" />
                    </Table.Td>
                    <Table.Td>
                      {r.kind === 'TEST' ? 'Test' : r.kind === 'ALERT' ? 'Alert' : (r.kind ?? '—')}
                    </Table.Td>
                    <Table.Td className={classes.nowrap}>
                      <DeliveryStatus status={r.status} />
                    </Table.Td>
                    <Table.Td>{r.statusCode ?? '—'}</Table.Td>
                    <Table.Td>
                      <Text
                        size="sm"
                        lineClamp={2}
                        title={r.message ?? ''}
                        className={classes.message}
                      >
                        {r.message || '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td className={classes.nowrap}>
                      {r.durationMs != null ? `${r.durationMs} ms` : '—'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pager
            from={page.from}
            size={page.size}
            total={query.data?.total}
            shown={rows.length}
            onChange={setPage}
          />
        </QueryState>
      </Stack>
    </Paper>
  );
}
