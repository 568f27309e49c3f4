import { Box, Table } from '@mantine/core';
import type { TokenomicsCategory } from '@/api/tokenomics/schemas';
import { Timestamp } from '@/components/Timestamp';
import { formatAmount, schedulePoints } from './schedule-data';
import classes from './Tokenomics.module.css';

export function ScheduleTable({ category }: { category: TokenomicsCategory }) {
  const points = schedulePoints(category);
  return (
    // A focusable region: the schedule scrolls, and keyboard users must reach it.
    <Box
      className={classes.scheduleTable}
      tabIndex={0}
      role="region"
      aria-label={`Schedule of ${category.name}, scrollable`}
    >
      <Table striped verticalSpacing={4} stickyHeader>
        <Table.Caption>Schedule of {category.name}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Unlocks at</Table.Th>
            <Table.Th scope="col" ta="right">
              Allocated
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Cumulative
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {points.map((p) => (
            <Table.Tr key={p.t}>
              <Table.Td>
                <Timestamp value={p.t} size="sm" />
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                {formatAmount(p.value)}
              </Table.Td>
              <Table.Td ta="right" ff="monospace">
                {formatAmount(p.cumulative)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
