import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { WRAP_ANYWHERE } from './inline-styles';

/** A labelled fact on a detail page: small uppercase label, value below. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A fact's column may shrink below its longest word (a grid's items keep it by default), and
    // a value without spaces (an address, a webhook's URI) breaks rather than run into the next.
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={WRAP_ANYWHERE}>
        {children}
      </Text>
    </div>
  );
}
