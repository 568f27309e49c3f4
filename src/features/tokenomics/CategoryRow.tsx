import {
  ActionIcon,
  Group,
  Menu,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import {
  IconChevronDown,
  IconChevronRight,
  IconDots,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import type { Network } from '@/api/network/schemas';
import type { TokenomicsCategory } from '@/api/tokenomics/schemas';
import { AddressText } from '@/components/AddressText';
import { StatusBadge } from '@/components/StatusBadge';
import { Timestamp } from '@/components/Timestamp';
import { countOf } from '@/lib/words';
import { LazyScheduleChart } from './LazyCharts';
import { ScheduleTable } from './ScheduleTable';
import { formatAmount, progress, totalOf } from './schedule-data';
import classes from './Tokenomics.module.css';

interface Props {
  category: TokenomicsCategory;
  network: Network;
  color: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** A category in one line; its schedule as a table and a chart when opened. */
export function CategoryRow({ category: c, network, color, onEdit, onDelete }: Props) {
  const [open, setOpen] = useState(false);
  const total = totalOf(c);
  const { unlocked, next } = progress(c);
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <UnstyledButton onClick={() => setOpen((o) => !o)} aria-expanded={open} flex={1} miw={0}>
          <Group gap="sm" wrap="nowrap" className={classes.categoryLine}>
            {open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
            <Text span fw={600} c={color} aria-hidden>
              ■
            </Text>
            <Text fw={600} truncate className={classes.categoryName} title={c.name}>
              {c.name}
            </Text>
            <StatusBadge status={c.status} />
            <Text size="sm" c="dimmed" visibleFrom="sm" className={classes.categorySummary}>
              {c.schedule.length === 0
                ? 'No schedule yet'
                : `${formatAmount(unlocked)} of ${formatAmount(total)} unlocked · ${countOf(c.schedule.length, 'unlock')}`}
            </Text>
          </Group>
        </UnstyledButton>
        <AddressText network={network} address={c.allocationAddress} />
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label={`Actions for ${c.name}`}>
              <IconDots size={16} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconPencil size={14} />} onClick={onEdit}>
              Edit
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={onDelete}>
              Delete
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      {open && (
        <Stack gap="sm" mt="sm">
          {c.schedule.length > 0 && (
            <Text size="sm" c="dimmed">
              {next ? (
                <>
                  Next unlock: {formatAmount(next.value)} on <Timestamp value={next.t} />
                </>
              ) : (
                'Fully unlocked.'
              )}
            </Text>
          )}
          {c.schedule.length === 0 ? (
            <Text size="sm" c="dimmed">
              No unlocks scheduled yet. The service fills in a category’s schedule itself: this
              console shows it once it is there, and cannot write one.
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, lg: 2 }}>
              <ScheduleTable category={c} />
              <LazyScheduleChart category={c} color={color} />
            </SimpleGrid>
          )}
        </Stack>
      )}
    </Paper>
  );
}
