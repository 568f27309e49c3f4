import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A labelled fact on a detail page: small uppercase label, value below. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}
