import { ActionIcon, Badge, Box, Group, Text, Tooltip } from '@mantine/core';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import type { Contract } from '@/api/contract/schemas';
import type { ScoreRecord } from '@/api/score/schemas';
import type { Column } from '@/components/list/column';
import { rowActionsColumn, textColumn } from '@/components/list/columns';
import { nameDetailColumn } from '@/components/list/name-detail-column';
import { AnchorLink } from '@/components/links';
import { SeverityLabelBadge } from '@/components/SeverityLabelBadge';
import { Timestamp } from '@/components/Timestamp';
import { contractLabel } from '@/lib/contract-directory';
import { formatScore, isViewed, scoreBefore } from './score-format';
import { ScoreChangeText } from './ScoreChangeText';
import { recordKey } from './score-list-search';

const scoreFromTo = (r: ScoreRecord) => `${formatScore(scoreBefore(r))} → ${formatScore(r.score)}`;

const NewBadge = () => (
  <Badge variant="light" color="blue" size="sm">
    New
  </Badge>
);

/** The scores table: the alert's name opens the record's drawer; a row marks itself viewed. */
export function scoreColumns(
  contracts: Map<number, Contract>,
  onMark: (r: ScoreRecord, viewed: boolean) => void,
): Column<ScoreRecord>[] {
  const contract = (r: ScoreRecord) =>
    r.contractId == null ? '' : contractLabel(contracts.get(r.contractId), r.contractId);
  return [
    {
      key: 'time',
      header: 'Time',
      sortField: 'timestamp',
      width: 190,
      csv: (r) => (r.timestamp ? new Date(r.timestamp).toISOString() : ''),
      cell: (r) => (
        <>
          <Timestamp value={r.timestamp} size="sm" />
          {/* Below lg the Viewed column is hidden: a new record still says so. */}
          {!isViewed(r) && (
            <Box hiddenFrom="lg">
              <NewBadge />
            </Box>
          )}
        </>
      ),
    },
    // The contract under the alert's name: a column of its own left the name ~170 px at 1440
    // ("Function result ch…") and was dropped below xl. The CSV keeps Contract.
    nameDetailColumn<ScoreRecord>({
      header: 'Alert',
      name: (r) => r.alertName || r.uid,
      detail: { header: 'Contract', value: contract },
      link: (r, props) => (
        <AnchorLink
          from="/scores"
          to="/scores"
          search={(prev) => ({ ...prev, record: recordKey(r) })}
          size="sm"
          {...props}
        />
      ),
    }),
    textColumn('group', 'Score group', (r) => r.scoreGroup, { width: 124, visibleFrom: 'xl' }),
    {
      key: 'severity',
      header: 'Severity',
      width: 100,
      csv: (r) => r.severity,
      cell: (r) => <SeverityLabelBadge value={r.severity} />,
    },
    {
      key: 'score',
      header: 'Score',
      sortField: 'score',
      width: 104,
      // From lg: below it the alert's name needs the room more (the change stays).
      visibleFrom: 'lg',
      csv: (r) => r.score,
      cell: (r) => (
        <Text size="sm" ff="monospace">
          {scoreFromTo(r)}
        </Text>
      ),
    },
    {
      key: 'change',
      header: 'Change',
      sortField: 'scoreChange',
      width: 104,
      csv: (r) => r.scoreChange,
      cell: (r) => (
        <>
          <ScoreChangeText value={r.scoreChange} ff="monospace" />
          {/* Below lg the Score column is hidden: the scores under the change. */}
          <Text size="xs" c="dimmed" ff="monospace" hiddenFrom="lg">
            {scoreFromTo(r)}
          </Text>
        </>
      ),
    },
    {
      key: 'viewed',
      header: 'Viewed',
      width: 92,
      // The row's eye button says it too (Mark viewed / Mark not viewed).
      visibleFrom: 'lg',
      csv: (r) => (isViewed(r) ? 'viewed' : ''),
      cell: (r) =>
        isViewed(r) ? (
          <Badge variant="light" color="gray" size="sm">
            Viewed
          </Badge>
        ) : (
          <NewBadge />
        ),
    },
    rowActionsColumn((r) => {
      const viewed = isViewed(r);
      const label = viewed ? 'Mark not viewed' : 'Mark viewed';
      return (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label={label} withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`${label}: ${r.alertName || r.uid}`}
              onClick={() => onMark(r, !viewed)}
            >
              {viewed ? <IconEyeOff size={16} /> : <IconEye size={16} />}
            </ActionIcon>
          </Tooltip>
        </Group>
      );
    }, 56),
  ];
}
