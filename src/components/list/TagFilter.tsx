import { useDebouncedCallback } from '@mantine/hooks';
import { PlainTextInput } from '@/components/plain/PlainTextInput';
import { useUrlDraft } from './use-url-draft';

/** The pause in typing after which a typed tag applies. */
export const PAUSE_MS = 800;

interface TagFilterProps {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  label?: string;
  placeholder?: string;
  w?: number;
}

/**
 * A tag to match exactly: applied on Enter, when the box loses focus, or once typing pauses (as
 * the search box applies, but after a longer pause: a tag half typed matches nothing); dropped
 * as soon as the box is emptied.
 */
export function TagFilter({
  value,
  onChange,
  label = 'Tag',
  placeholder = 'e.g. defi',
  w = 140,
}: TagFilterProps) {
  const { draft, setDraft, markCommitted } = useUrlDraft(value);
  const apply = (text = draft) => {
    settle.cancel();
    const next = text.trim();
    if (next === (value ?? '')) return;
    markCommitted(next);
    onChange(next || undefined);
  };
  const settle = useDebouncedCallback((text: string) => apply(text), PAUSE_MS);
  return (
    <PlainTextInput
      label={label}
      placeholder={placeholder}
      value={draft}
      onChange={(e) => {
        const text = e.currentTarget.value;
        setDraft(text);
        // An emptied box drops its filter at once: a list still filtered under an empty box
        // read as a bug (a partial tag waits for Enter, as it would match nothing).
        if (text.trim() === '') apply(text);
        else settle(text);
      }}
      onBlur={() => apply()}
      onKeyDown={(e) => e.key === 'Enter' && apply()}
      w={w}
    />
  );
}
