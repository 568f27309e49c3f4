import { Autocomplete, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { QueryForm, queryInputProps } from '@/components/query/QueryForm';
import { useQueryDraft } from '@/components/query/use-query-draft';
import { ALERT_FIELDS, queryHints } from '@/lib/alert-query-hints';
import { unknownFieldsNote } from '@/lib/query-groups';
import { unknownValuesNote } from '@/lib/query-values';
import { QuerySyntaxHelp } from './QuerySyntaxHelp';

interface QueryBoxProps {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** The service's answer to the applied query when it refused it. */
  error: string | undefined;
}

/**
 * The full-text query in the service's own syntax, applied on Enter. Completes field names and
 * their known values at the end of the text; the service's 400 shows over the box (QueryForm).
 */
export function QueryBox({ value, onChange, error }: QueryBoxProps) {
  const { draft, setDraft, problem, commit } = useQueryDraft(value, (q) =>
    onChange(q || undefined),
  );
  const hints = queryHints(draft);
  // Of the query applied; an alert's meta holds any field its detector sends.
  const fieldsNote = unknownFieldsNote(
    value,
    (n) => n.startsWith('meta.') || ALERT_FIELDS.some((f) => f.field === n),
    'alerts',
  );
  // The field names' completion is offered with the note about a field, not about a value.
  const note =
    [
      fieldsNote && `${fieldsNote} Type a field's first letters for the fields.`,
      unknownValuesNote(value, ALERT_FIELDS, 'alerts'),
    ]
      .filter(Boolean)
      .join(' ') || null;
  const byValue = new Map(hints.map((h) => [h.value, h]));
  // Closed when the query is applied: the completions would cover the service's answer to it.
  const [listOpen, setListOpen] = useState(false);
  const apply = () => {
    setListOpen(false);
    commit();
  };
  return (
    <QueryForm label="Alert query" onSubmit={apply}>
      <Autocomplete
        {...queryInputProps}
        label="Query"
        description={
          <>
            <QuerySyntaxHelp />
            {note && (
              <Text span size="xs" display="block" role="status">
                {note}
              </Text>
            )}
          </>
        }
        placeholder='severity:HIGH AND alertName:"Large transfer"'
        value={draft}
        onChange={setDraft}
        dropdownOpened={listOpen}
        onDropdownOpen={() => setListOpen(true)}
        onDropdownClose={() => setListOpen(false)}
        data={hints.map((h) => h.value)}
        filter={({ options }) => options}
        renderOption={({ option }) => (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" ff="monospace">
              {byValue.get(option.value)?.label ?? option.value}
            </Text>
            <Text size="xs" c="dimmed">
              {byValue.get(option.value)?.hint}
            </Text>
          </Group>
        )}
        comboboxProps={{ position: 'bottom-start', width: 420 }}
        error={problem ?? error}
        w={{ base: '100%', sm: 460 }}
      />
    </QueryForm>
  );
}
