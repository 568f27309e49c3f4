import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { QueryForm, queryInputProps } from '@/components/query/QueryForm';
import { useQueryDraft } from '@/components/query/use-query-draft';
import { unknownFieldsNote } from '@/lib/query-groups';

export interface QueryField {
  /** The field name in the query (`type`, `projectId`). */
  name: string;
  /** What it is (`event type`). */
  label: string;
  /** A sample value, completed after `name:`. */
  example: string;
}

interface QueryBoxProps {
  value: string;
  onCommit: (q: string) => void;
  fields: readonly QueryField[];
  /** The service's own words about the query, when it refused it. */
  error: string | null;
}

/**
 * The full-text query of the histogram (the service's query-string syntax): committed to the
 * URL on Enter or Apply; field buttons insert `field:value`. Laid out as the alert feed's query
 * (features/alerts/QueryBox, which adds completions and so Floating UI, left off this lighter
 * page): QueryForm.
 */
export function QueryBox({ value, onCommit, fields, error }: QueryBoxProps) {
  const { draft, setDraft, problem, commit } = useQueryDraft(value, onCommit);
  const known = new Set(fields.map((f) => f.name));
  const note = unknownFieldsNote(value, (n) => known.has(n), 'events');
  const insert = (f: QueryField) => {
    const next = `${draft.trim()}${draft.trim() ? ' AND ' : ''}${f.name}:${f.example}`;
    setDraft(next);
  };
  return (
    <Stack gap={4}>
      <QueryForm label="Usage query" onSubmit={commit}>
        <TextInput
          {...queryInputProps}
          flex={1}
          label="Query"
          placeholder={fields
            .slice(0, 2)
            .map((f) => `${f.name}:${f.example}`)
            .join(' AND ')}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          error={problem ?? error}
          description="Full-text syntax: field:value, AND, OR, NOT, quotes, wildcards (*). Enter applies."
        />
      </QueryForm>
      {note && (
        <Text size="xs" role="status">
          {`${note} Their fields are listed below.`}
        </Text>
      )}
      <Group gap={6}>
        <Text size="xs" c="dimmed">
          Fields:
        </Text>
        {fields.map((f) => (
          <Button
            key={f.name}
            size="compact-xs"
            variant="light"
            onClick={() => insert(f)}
            title={`Add ${f.name}:${f.example}`}
          >
            {/* The field, and what it holds where its name does not say it ("severity" alone). */}
            {f.label.toLowerCase() === f.name.toLowerCase() ? f.name : `${f.name} (${f.label})`}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
