import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { StatusSchema } from '@/api/common';
import { AddressTypeSchema } from '@/api/contract/schemas';
import { NetworkSchema } from '@/api/network/schemas';
import { projectQueries } from '@/api/project/queries';
import { NETWORK_SELECT_DATA } from '@/lib/networks';
import { CONTRACT_SORT_FIELDS, type ContractListSearch } from './contract-list-search';
import { SortControl } from '@/components/SortControl';

const SORT_LABELS: Record<(typeof CONTRACT_SORT_FIELDS)[number], string> = {
  name: 'Name',
  chainUid: 'Network',
  updatedAt: 'Last updated',
  createdAt: 'Created',
  id: 'ID',
};

export const ADDRESS_TYPE_LABELS = { CONTRACT: 'Contract', WALLET: 'Wallet', ENTITY: 'Entity' };

/** Projects to pick from: a tenant has tens, not thousands. */
export const projectPickerQuery = projectQueries.list({
  sort: [{ field: 'name', order: 'Asc' }],
  size: 1000,
});

interface Props {
  search: ContractListSearch;
  onChange: (patch: Partial<ContractListSearch>) => void;
}

export function ContractsToolbar({ search, onChange }: Props) {
  const [text, setText] = useState(search.q ?? '');
  const projects = useQuery(projectPickerQuery);
  const pushText = useDebouncedCallback(
    (q: string) => onChange({ q: q || undefined, from: 0 }),
    300,
  );
  const projectData = (projects.data?.data ?? []).map((p) => ({
    value: String(p.id),
    label: p.name,
  }));
  if (search.projectId && !projectData.some((p) => p.value === String(search.projectId)))
    projectData.unshift({ value: String(search.projectId), label: `Project ${search.projectId}` });

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Name, category or address"
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          pushText(e.currentTarget.value);
        }}
        w={240}
      />
      <Select
        label="Project"
        placeholder="All projects"
        data={projectData}
        value={search.projectId ? String(search.projectId) : null}
        onChange={(v) => onChange({ projectId: v ? Number(v) : undefined, from: 0 })}
        searchable
        clearable
        w={200}
      />
      <Select
        label="Network"
        placeholder="Any network"
        data={NETWORK_SELECT_DATA}
        value={search.network ?? null}
        onChange={(v) => onChange({ network: NetworkSchema.safeParse(v).data, from: 0 })}
        searchable
        clearable
        w={200}
      />
      <Select
        label="Type"
        placeholder="Any type"
        data={AddressTypeSchema.options.map((t) => ({ value: t, label: ADDRESS_TYPE_LABELS[t] }))}
        value={search.type ?? null}
        onChange={(v) => onChange({ type: AddressTypeSchema.safeParse(v).data, from: 0 })}
        clearable
        w={130}
      />
      <Select
        label="Status"
        placeholder="Any status"
        data={StatusSchema.options}
        value={search.status ?? null}
        onChange={(v) => onChange({ status: StatusSchema.safeParse(v).data, from: 0 })}
        clearable
        w={130}
      />
      <TextInput
        label="Tag"
        placeholder="e.g. defi"
        defaultValue={search.tag ?? ''}
        onBlur={(e) => onChange({ tag: e.currentTarget.value.trim() || undefined, from: 0 })}
        onKeyDown={(e) =>
          e.key === 'Enter' && onChange({ tag: e.currentTarget.value.trim() || undefined, from: 0 })
        }
        w={120}
      />
      <SortControl
        fields={CONTRACT_SORT_FIELDS}
        labels={SORT_LABELS}
        sort={search.sort}
        order={search.order}
        onChange={onChange}
        width={140}
      />
    </Group>
  );
}
