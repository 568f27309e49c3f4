import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useUrlDraft } from '@/components/list/use-url-draft';

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
 * URL on Enter or Apply; field hints insert `field:value`; the service's error shows under it.
 */
export function QueryBox({ value, onCommit, fields, error }: QueryBoxProps) {
  const { draft, setDraft, markCommitted } = useUrlDraft(value);
  const commit = (q: string) => {
    const v = q.trim();
    markCommitted(v);
    onCommit(v);
  };
  const insert = (f: QueryField) => {
    const next = `${draft.trim()}${draft.trim() ? ' AND ' : ''}${f.name}:${f.example}`;
    setDraft(next);
  };
  return (
    <Stack gap={4}>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          flex={1}
          label="Query"
          placeholder="type:api.call AND network:ethereum"
          leftSection={<IconSearch size={16} />}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit(draft);
          }}
          error={error}
          description="Full-text syntax: field:value, AND, OR, NOT, quotes, wildcards (*). Enter applies."
        />
        <Button mt={46} variant="default" onClick={() => commit(draft)}>
          Apply
        </Button>
      </Group>
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
            {`${f.name} (${f.label})`}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}
