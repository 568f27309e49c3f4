import { PlainTextInput } from '@/components/plain/PlainTextInput';
import { useUrlDraft } from './use-url-draft';

interface TagFilterProps {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  label?: string;
  placeholder?: string;
  w?: number;
}

/** A tag to match exactly; applied on Enter or when the box loses focus. */
export function TagFilter({
  value,
  onChange,
  label = 'Tag',
  placeholder = 'e.g. defi',
  w = 140,
}: TagFilterProps) {
  const { draft, setDraft, markCommitted } = useUrlDraft(value);
  const apply = () => {
    const next = draft.trim();
    if (next === (value ?? '')) return;
    markCommitted(next);
    onChange(next || undefined);
  };
  return (
    <PlainTextInput
      label={label}
      placeholder={placeholder}
      value={draft}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={apply}
      onKeyDown={(e) => e.key === 'Enter' && apply()}
      w={w}
    />
  );
}
