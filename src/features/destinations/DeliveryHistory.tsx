import { Paper, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { destinationQueries } from '@/api/destination/queries';
import { Pager } from '@/components/list/Pager';
import {
  PlainTable,
  PlainTableScroll,
  PlainTbody,
  PlainTd,
  PlainTh,
  PlainThead,
  PlainTr,
} from '@/components/plain/PlainTable';
import { QueryState } from '@/components/QueryState';
import { Timestamp } from '@/components/Timestamp';
import { DeliveryStatus } from './DeliveryResult';
import { NOWRAP, WRAP_ANYWHERE } from '@/components/inline-styles';

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
          <PlainTableScroll minWidth={600}>
            <PlainTable verticalSpacing="xs" aria-label="Delivery history">
              <PlainThead>
                <PlainTr>
                  <PlainTh>Time</PlainTh>
                  <PlainTh>Kind</PlainTh>
                  <PlainTh>Result</PlainTh>
                  <PlainTh>Code</PlainTh>
                  <PlainTh>Message</PlainTh>
                  <PlainTh>Took</PlainTh>
                </PlainTr>
              </PlainThead>
              <PlainTbody>
                {rows.map((r) => (
                  <PlainTr key={r.id} data-striped="odd">
                    <PlainTd style={NOWRAP}>
                      <Timestamp value={r.timestamp} size="sm" />
                    </PlainTd>
                    <PlainTd>
                      {r.kind === 'TEST' ? 'Test' : r.kind === 'ALERT' ? 'Alert' : (r.kind ?? '—')}
                    </PlainTd>
                    <PlainTd style={NOWRAP}>
                      <DeliveryStatus status={r.status} />
                    </PlainTd>
                    <PlainTd>{r.statusCode ?? '—'}</PlainTd>
                    <PlainTd>
                      <Text
                        size="sm"
                        lineClamp={2}
                        title={r.message ?? ''}
                        // A delivery's message may hold a whole URL: it wraps inside its column.
                        style={WRAP_ANYWHERE}
                      >
                        {r.message || '—'}
                      </Text>
                    </PlainTd>
                    <PlainTd style={NOWRAP}>
                      {r.durationMs != null ? `${r.durationMs} ms` : '—'}
                    </PlainTd>
                  </PlainTr>
                ))}
              </PlainTbody>
            </PlainTable>
          </PlainTableScroll>
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
