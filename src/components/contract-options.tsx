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
  projects?: { id: number; name: string }[];
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
  // By name as people read it, whatever order the service sorted in (docs/spec-gaps.md, row 117).
  data.sort((a, b) => a.label.localeCompare(b.label));
  return {
    data: projects ? groupByProject(data, list, projects) : data,
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

/**
 * The options of `contractSelectProps` grouped under their projects' names (the real console's
 * "Add Detector" picker), groups by name; records without a known project last.
 */
function groupByProject(
  data: ComboboxItem[],
  list: Contract[],
  projects: { id: number; name: string }[],
): ComboboxItemGroup<ComboboxItem>[] {
  const projectOf = new Map(list.map((c) => [String(c.id), c.projectId ?? null]));
  const names = new Map(projects.map((p) => [p.id, p.name]));
  const groups = new Map<string, ComboboxItem[]>();
  for (const item of data) {
    const id = projectOf.get(item.value);
    const group = (id != null && names.get(id)) || 'Other';
    groups.set(group, [...(groups.get(group) ?? []), item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === 'Other' ? 1 : b === 'Other' ? -1 : a.localeCompare(b)))
    .map(([group, items]) => ({ group, items }));
}
