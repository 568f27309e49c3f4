import { Badge, Button, Group, Paper, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { AbiEntry } from '@/lib/abi';
import { humanSignature } from '@/lib/abi';
import { AbiItemRow } from './AbiItemRow';
import classes from './AbiViewer.module.css';

/** Rows rendered at first; long ABIs (hundreds of items) add more on request. */
const PAGE = 50;

/** Keys from the signature, so an opened row stays open while the filter changes. */
function keyed(items: AbiEntry[]): [string, AbiEntry][] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const sig = humanSignature(item);
    const n = seen.get(sig) ?? 0;
    seen.set(sig, n + 1);
    return [n ? `${sig}#${n}` : sig, item];
  });
}

interface Props {
  title: string;
  description: string;
  items: AbiEntry[];
}

export function AbiSection({ title, description, items }: Props) {
  const [limit, setLimit] = useState(PAGE);
  if (items.length === 0) return null;
  const headingId = `abi-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper withBorder component="section" aria-labelledby={headingId}>
      <Group justify="space-between" px="md" py="xs">
        <Group gap="xs">
          <Title order={3} size="h5" id={headingId}>
            {title}
          </Title>
          <Badge variant="light" color="gray" size="sm">
            {items.length}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {description}
        </Text>
      </Group>
      <ul aria-labelledby={headingId} className={classes.list}>
        {keyed(items.slice(0, limit)).map(([key, item]) => (
          <AbiItemRow key={key} item={item} />
        ))}
      </ul>
      {items.length > limit && (
        <Group justify="center" p="xs">
          <Button variant="subtle" size="xs" onClick={() => setLimit((l) => l + PAGE * 4)}>
            Show {Math.min(PAGE * 4, items.length - limit)} more of {items.length - limit}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
