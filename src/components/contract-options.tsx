import {
  Group,
  Text,
  type ComboboxItem,
  type ComboboxItemGroup,
  type SelectProps,
} from '@mantine/core';
import type { Contract } from '@/api/contract/schemas';
import { NetworkIcon } from '@/components/NetworkBadge';
import { networkInfo } from '@/api/rules/networks';
import { contractLabel, shortAddress } from '@/lib/contract-directory';

interface Options {
  /** Group the options under their project's name (id → name); others under "Other". */
  projects?: ReadonlyMap<number, string>;
  /** Add the short address to each label (the builder, where two records may share a name). */
  withAddress?: boolean;
  /** The chosen record, whose network icon shows in the input. */
  selected?: Contract | undefined;
}

type ContractSelectProps = {
  data: ComboboxItem[] | ComboboxItemGroup<ComboboxItem>[];
} & Required<Pick<SelectProps, 'renderOption'>> &
  Pick<SelectProps, 'leftSection'>;

/** Select props for picking a contract or wallet: "Name · Network display name", with its icon. */
export function contractSelectProps(
  list: Contract[],
  { withAddress = false, selected, projects }: Options = {},
): ContractSelectProps {
  const byId = new Map(list.map((c) => [String(c.id), c]));
  const data: ComboboxItem[] = list.map((c) => ({
    value: String(c.id),
    label: [
      contractLabel(c, c.id),
      networkInfo(c.chainUid).name,
      ...(withAddress ? [shortAddress(c.address)] : []),
    ].join(' · '),
  }));
  return {
    data: projects ? groupByProject(list, data, projects) : data,
    renderOption: ({ option }) => {
      const c = byId.get(option.value);
      return (
        <Group gap="xs" wrap="nowrap">
          {c && <NetworkIcon network={c.chainUid} size={18} />}
          <Text size="sm">{option.label}</Text>
        </Group>
      );
    },
    leftSection: selected ? <NetworkIcon network={selected.chainUid} size={18} /> : undefined,
  };
}

function groupByProject(
  list: Contract[],
  items: ComboboxItem[],
  projects: ReadonlyMap<number, string>,
): ComboboxItemGroup<ComboboxItem>[] {
  const groups = new Map<string, ComboboxItem[]>();
  list.forEach((c, i) => {
    const name = (c.projectId != null && projects.get(c.projectId)) || 'Other';
    const item = items[i];
    if (item) groups.set(name, [...(groups.get(name) ?? []), item]);
  });
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, groupItems]) => ({ group, items: groupItems }));
}
