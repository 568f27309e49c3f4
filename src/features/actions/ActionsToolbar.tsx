import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { StatusSchema } from '@/api/common';
import type { Contract } from '@/api/contract/schemas';
import { ACTION_SORT_FIELDS, type ActionListSearch } from './action-list-search';
import { contractSelectProps } from './contract-options';
import { SortControl } from '@/components/SortControl';

const SORT_LABELS: Record<(typeof ACTION_SORT_FIELDS)[number], string> = {
  name: 'Name',
  updatedAt: 'Last updated',
  createdAt: 'Created',
  id: 'ID',
};

interface Props {
  search: ActionListSearch;
  onChange: (patch: Partial<ActionListSearch>) => void;
  contracts: Contract[];
  wallets: Contract[];
}

/** Names with their network do not fit the 210 px input: a wider list, aligned to its start. */
const WIDE_DROPDOWN = { width: 340, position: 'bottom-start' } as const;
const toId = (v: string | null) => (v ? Number(v) : undefined);

export function ActionsToolbar({ search, onChange, contracts, wallets }: Props) {
  const [text, setText] = useState(search.q ?? '');
  const pushText = useDebouncedCallback(
    (q: string) => onChange({ q: q || undefined, from: 0 }),
    300,
  );
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Name, description or function"
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          pushText(e.currentTarget.value);
        }}
        w={230}
      />
      <Select
        label="Contract"
        placeholder="Any contract"
        {...contractSelectProps(contracts, {
          selected: contracts.find((c) => c.id === search.contractId),
        })}
        value={search.contractId ? String(search.contractId) : null}
        onChange={(v) => onChange({ contractId: toId(v), from: 0 })}
        searchable
        clearable
        w={210}
        comboboxProps={WIDE_DROPDOWN}
      />
      <Select
        label="Wallet"
        placeholder="Any wallet"
        {...contractSelectProps(wallets, {
          selected: wallets.find((c) => c.id === search.walletId),
        })}
        value={search.walletId ? String(search.walletId) : null}
        onChange={(v) => onChange({ walletId: toId(v), from: 0 })}
        searchable
        clearable
        w={210}
        comboboxProps={WIDE_DROPDOWN}
      />
      <Select
        label="Status"
        placeholder="Any status"
        data={StatusSchema.options}
        value={search.status ?? null}
        onChange={(v) => onChange({ status: StatusSchema.safeParse(v).data, from: 0 })}
        clearable
        w={150}
      />
      <SortControl
        fields={ACTION_SORT_FIELDS}
        labels={SORT_LABELS}
        sort={search.sort}
        order={search.order}
        onChange={onChange}
      />
    </Group>
  );
}
