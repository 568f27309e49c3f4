import { Alert, Drawer, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Contract } from '@/api/contract/schemas';
import { scoreQueries } from '@/api/score/queries';
import type { ScoreRecord } from '@/api/score/schemas';
import { LoadError } from '@/components/LoadError';
import { allOf, fieldIs } from '@/lib/full-text';
import { ScoreRecordView } from './ScoreRecordView';

export interface ScoreDrawerProps {
  /** `index/uid` of the record from the URL. */
  recordKey: string | undefined;
  contracts: Map<number, Contract>;
  onClose: () => void;
  onMark: (r: ScoreRecord, viewed: boolean) => void;
  marking: boolean;
}

function splitKey(key: string) {
  const at = key.lastIndexOf('/');
  return { index: key.slice(0, at), uid: key.slice(at + 1) };
}

/** One score record, addressable by URL: what caused it, the score before → after, its meta. */
export function ScoreDrawer({ recordKey, contracts, onClose, onMark, marking }: ScoreDrawerProps) {
  const key = recordKey ? splitKey(recordKey) : null;
  const query = useQuery({
    ...scoreQueries.list({
      query: allOf(fieldIs('index', key?.index), fieldIs('uid', key?.uid)),
      size: 1,
    }),
    enabled: key !== null,
  });
  const record = query.data?.data[0];
  return (
    <Drawer opened={key !== null} onClose={onClose} position="right" size="lg" title="Score record">
      {query.isPending ? (
        <Skeleton h={240} />
      ) : query.isError ? (
        <LoadError
          title="The record could not be loaded"
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : !record ? (
        <Alert color="gray" title="No such score record">
          {`Nothing answers to ${recordKey ?? ''}; it may belong to another tenant or be gone.`}
        </Alert>
      ) : (
        <ScoreRecordView
          record={record}
          contract={record.contractId == null ? undefined : contracts.get(record.contractId)}
          onMark={onMark}
          marking={marking}
        />
      )}
    </Drawer>
  );
}
