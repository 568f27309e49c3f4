import { ActionIcon, CopyButton } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { Hint } from './Hint';

/**
 * A small copy button; its accessible name says what it copies and that it was copied. Its hint
 * is the CSS-only `Hint`, not a Tooltip: lists show one per row (an ABI of 200 items, a table of
 * addresses), and a Tooltip's positioning hooks per row cost ~0.15 s of a 200-item ABI's first
 * render. The hint lines up with the button's right edge, so it never widens the page.
 */
export function CopyValueButton({ value, label }: { value: string; label: string }) {
  return (
    <CopyButton value={value} timeout={1500}>
      {({ copied, copy }) => (
        <Hint label={copied ? 'Copied' : label} align="end" describe={false}>
          <ActionIcon
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            size="sm"
            onClick={copy}
            aria-label={copied ? `${label}: copied` : label}
          >
            {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
          </ActionIcon>
        </Hint>
      )}
    </CopyButton>
  );
}
