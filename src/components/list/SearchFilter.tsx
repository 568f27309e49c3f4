import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useRef } from 'react';
import type { ChangeOptions } from './use-list-state';
import { useUrlDraft } from './use-url-draft';

interface SearchFilterProps {
  value: string | undefined;
  onChange: (value: string | undefined, opts: ChangeOptions) => void;
  label?: string;
  placeholder: string;
  w?: number;
}

/** Quiet time after which a new keystroke starts a new history entry. */
const BURST_MS = 1500;

/**
 * Free-text search synced with the URL: debounced while typing; the first change of a burst
 * pushes a history entry and the rest of the burst replaces it, so Back undoes a whole search.
 */
export function SearchFilter({
  value,
  onChange,
  label = 'Search',
  placeholder,
  w = 240,
}: SearchFilterProps) {
  const { draft, setDraft, markCommitted } = useUrlDraft(value);
  const lastCommitAt = useRef(0);
  const commit = useDebouncedCallback((text: string) => {
    const next = text.trim();
    markCommitted(next);
    const now = Date.now();
    const replace = now - lastCommitAt.current < BURST_MS;
    lastCommitAt.current = now;
    onChange(next || undefined, { replace });
  }, 300);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={draft}
      onChange={(e) => {
        setDraft(e.currentTarget.value);
        commit(e.currentTarget.value);
      }}
      w={w}
    />
  );
}
