import { Alert, Group, List, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { groupAbi, matchesAbiFilter, validateAbi } from '@/lib/abi';
import { AbiRawJson } from './AbiRawJson';
import { AbiSection } from './AbiSection';

interface Props {
  abi: unknown[];
  /** File name of the download, e.g. `usd-coin.abi.json`. */
  fileName: string;
}

const SECTIONS = [
  ['read', 'Read functions', 'view and pure: no transaction'],
  ['write', 'Write functions', 'nonpayable and payable: change state'],
  ['events', 'Events', 'with their topic hashes'],
  ['errors', 'Errors', 'custom errors with their selectors'],
  ['constructor', 'Constructor', 'run once at deployment'],
  ['fallback', 'Fallback and receive', 'calls without a matching function'],
] as const;

/** A whole ABI, grouped and searchable, or as raw JSON. */
export function AbiViewer({ abi, fileName }: Props) {
  const [view, setView] = useState<'browse' | 'json'>('browse');
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text, 150);
  const checked = useMemo(() => validateAbi(abi), [abi]);
  const groups = useMemo(() => {
    if (!checked.ok) return null;
    const g = groupAbi(checked.abi);
    const f = <T extends Parameters<typeof matchesAbiFilter>[0]>(items: T[]) =>
      items.filter((i) => matchesAbiFilter(i, query));
    return {
      read: f(g.read),
      write: f(g.write),
      events: f(g.events),
      errors: f(g.errors),
      constructor: f(g.constructor),
      fallback: f(g.fallback),
    };
  }, [checked, query]);
  const shown = groups ? Object.values(groups).reduce((n, items) => n + items.length, 0) : 0;

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        {view === 'browse' && groups ? (
          <TextInput
            label="Filter"
            placeholder="Name, type, selector or topic"
            leftSection={<IconSearch size={16} />}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            w={320}
          />
        ) : (
          <span />
        )}
        <SegmentedControl
          aria-label="ABI view"
          value={view}
          onChange={(v) => setView(v === 'json' ? 'json' : 'browse')}
          data={[
            { value: 'browse', label: 'Browse' },
            { value: 'json', label: 'JSON' },
          ]}
        />
      </Group>
      {!checked.ok && (
        <Alert color="orange" variant="light" title="This ABI does not validate" role="status">
          <Text size="sm" mb={4}>
            It is shown as stored. Problems:
          </Text>
          <List size="sm" ff="monospace">
            {checked.problems.slice(0, 10).map((p) => (
              <List.Item key={`${p.path}${p.message}`}>
                {p.path ? `${p.path}: ${p.message}` : p.message}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {view === 'json' || !groups ? (
        <AbiRawJson abi={abi} fileName={fileName} />
      ) : shown === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing in this ABI matches “{query}”.
        </Text>
      ) : (
        SECTIONS.map(([key, title, description]) => (
          <AbiSection key={key} title={title} description={description} items={groups[key]} />
        ))
      )}
    </Stack>
  );
}
