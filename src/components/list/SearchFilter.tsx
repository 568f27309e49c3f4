import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useRef } from 'react';
import { PlainTextInput } from '@/components/plain/PlainTextInput';
import type { ChangeOptions } from './use-list-state';
import { useUrlDraft } from './use-url-draft';

interface SearchFilterProps {
  value: string | undefined;
  onChange: (value: string | undefined, opts: ChangeOptions) => void;
  label?: string;
  placeholder: string;
  w?: number;
}

/**
 * Free-text search synced with the URL: debounced while typing; the first change after the box
 * gains focus pushes a history entry and later ones replace it, so Back undoes a whole search
 * instead of one letter at a time.
 */
export function SearchFilter({
  value,
  onChange,
  label = 'Search',
  placeholder,
  w = 240,
}: SearchFilterProps) {
  const { draft, setDraft, markCommitted } = useUrlDraft(value);
  const pushed = useRef(false);
  const commit = useDebouncedCallback((text: string) => {
    const next = text.trim();
    markCommitted(next);
    onChange(next || undefined, { replace: pushed.current });
    pushed.current = true;
  }, 300);
  return (
    <PlainTextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      value={draft}
      onFocus={() => {
        pushed.current = false;
      }}
      onChange={(e) => {
        setDraft(e.currentTarget.value);
        commit(e.currentTarget.value);
      }}
      w={w}
    />
  );
}
