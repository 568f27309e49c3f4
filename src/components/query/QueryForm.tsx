import { Button, Group, type InputWrapperProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { MONO_INPUT } from '@/components/inline-styles';

/**
 * A full-text query in the service's syntax, as the alert feed and the usage dashboards ask for
 * it: a search form named `label`, its input (given: with or without completions) and Apply
 * beside it; Enter or Apply submits.
 */
export function QueryForm({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        {children}
        <Button type="submit" variant="default">
          Apply
        </Button>
      </Group>
    </form>
  );
}

const ERROR_OVER_INPUT: InputWrapperProps['inputWrapperOrder'] = [
  'label',
  'description',
  'error',
  'input',
];

/**
 * What a query's input shares: the search icon; the service's error over the box, not under it
 * (a toolbar lines its fields up by their bottoms, and an error under one moved the others
 * down); monospace text; no spelling aids.
 */
export const queryInputProps = {
  leftSection: <IconSearch size={16} />,
  inputWrapperOrder: ERROR_OVER_INPUT,
  styles: MONO_INPUT,
  spellCheck: false,
  autoCapitalize: 'off',
  autoCorrect: 'off',
} as const;
