import { PlainTextInput } from '@/components/plain/PlainTextInput';
import { useUrlDraft } from './use-url-draft';

interface TagFilterProps {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  label?: string;
  placeholder?: string;
  w?: number;
}

/** A tag to match exactly; applied on Enter or when the box loses focus, dropped once emptied. */
export function TagFilter({
  value,
  onChange,
  label = 'Tag',
  placeholder = 'e.g. defi',
  w = 140,
}: TagFilterProps) {
  const { draft, setDraft, markCommitted } = useUrlDraft(value);
  const apply = (text = draft) => {
    const next = text.trim();
    if (next === (value ?? '')) return;
    markCommitted(next);
    onChange(next || undefined);
  };
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
      }}
      onBlur={() => apply()}
      onKeyDown={(e) => e.key === 'Enter' && apply()}
      w={w}
    />
  );
}
