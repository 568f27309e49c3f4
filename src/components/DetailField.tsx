import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './DetailField.module.css';

/** A labelled fact on a detail page: small uppercase label, value below. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.field}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" className={classes.value}>
        {children}
      </Text>
    </div>
  );
}
