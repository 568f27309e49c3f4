import { Button, Collapse, Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '@/api/http';
import { PROJECT_SORT_FIELDS, type ProjectListSearch } from './project-list-search';
import { SortControl } from '@/components/SortControl';

const SORT_LABELS: Record<(typeof PROJECT_SORT_FIELDS)[number], string> = {
  name: 'Name',
  updatedAt: 'Last updated',
  createdAt: 'Created',
  id: 'ID',
};

interface Props {
  search: ProjectListSearch;
  onChange: (patch: Partial<ProjectListSearch>) => void;
  whereError: unknown;
}

export function ProjectsToolbar({ search, onChange, whereError }: Props) {
  const [text, setText] = useState(search.q ?? '');
  const [showWhere, setShowWhere] = useState(Boolean(search.where));
  const [where, setWhere] = useState(search.where ?? '');
  const pushText = useDebouncedCallback(
    (q: string) => onChange({ q: q || undefined, from: 0 }),
    300,
  );
  const whereMessage =
    search.where && whereError instanceof ApiError && whereError.statusCode === 400
      ? whereError.message
      : undefined;

  return (
    <>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Name or description"
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            pushText(e.currentTarget.value);
          }}
          w={260}
        />
        <Select
          label="Status"
          placeholder="Any status"
          data={['ACTIVE', 'DISABLED', 'DELETED']}
          value={search.status ?? null}
          onChange={(v) =>
            onChange({ status: (v as ProjectListSearch['status']) ?? undefined, from: 0 })
          }
          clearable
          w={150}
        />
        <TextInput
          label="Tag"
          placeholder="e.g. defi"
          defaultValue={search.tag ?? ''}
          onBlur={(e) => onChange({ tag: e.currentTarget.value.trim() || undefined, from: 0 })}
          onKeyDown={(e) =>
            e.key === 'Enter' &&
            onChange({ tag: e.currentTarget.value.trim() || undefined, from: 0 })
          }
          w={140}
        />
        <SortControl
          fields={PROJECT_SORT_FIELDS}
          labels={SORT_LABELS}
          sort={search.sort}
          order={search.order}
          onChange={onChange}
        />
        <Button variant="subtle" onClick={() => setShowWhere((v) => !v)} aria-expanded={showWhere}>
          Advanced filter
        </Button>
      </Group>
      <Collapse expanded={showWhere}>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onChange({ where: where.trim() || undefined, from: 0 });
          }}
        >
          <Group align="flex-start" gap="sm">
            <TextInput
              label="Where clause"
              description="The service's query language, e.g. status = ACTIVE and tags in ('defi', 'nft')"
              placeholder="name like 'Lend%' or id > 100"
              value={where}
              onChange={(e) => setWhere(e.currentTarget.value)}
              error={whereMessage}
              ff="monospace"
              flex={1}
              miw={320}
            />
            <Button type="submit" mt={44} variant="default">
              Apply
            </Button>
          </Group>
        </form>
      </Collapse>
    </>
  );
}
