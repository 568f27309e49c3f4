import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface EmptyResultProps {
  title: string;
  description: string;
  /** The way forward: clear filters, or create the first record. */
  action?: ReactNode;
}

/** An empty list: says whether filters hide everything or nothing exists yet, and what to do. */
export function EmptyResult({ title, description, action }: EmptyResultProps) {
  return (
    <Paper withBorder p="xl">
      <Stack align="center" gap="xs">
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed" ta="center">
          {description}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}
