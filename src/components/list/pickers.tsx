import { useQuery } from '@tanstack/react-query';
import type { Contract } from '@/api/contract/schemas';
import { projectQueries } from '@/api/project/queries';
import { contractSelectProps } from '@/components/contract-options';
import { SelectFilter } from './SelectFilter';

const toId = (v: string) => (/^\d+$/.test(v) ? Number(v) : undefined);

interface IdFilterProps {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}

/** Filter by project: every project of the tenant by name. */
export function ProjectFilter({ value, onChange }: IdFilterProps) {
  const projects = useQuery(projectQueries.picker());
  return (
    <SelectFilter
      label="Project"
      placeholder="All projects"
      data={(projects.data?.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
      value={value}
      parse={toId}
      onChange={onChange}
      searchable
      w={180}
    />
  );
}

/** Filter by a contract or wallet of the given list, with its network icon. */
export function ContractFilter({
  label,
  placeholder,
  options,
  value,
  onChange,
}: IdFilterProps & { label: string; placeholder: string; options: Contract[] }) {
  const { data, ...display } = contractSelectProps(options, {
    selected: options.find((c) => c.id === value),
  });
  return (
    <SelectFilter
      label={label}
      placeholder={placeholder}
      data={data}
      display={display}
      value={value}
      parse={toId}
      onChange={onChange}
      searchable
      w={200}
      dropdownWidth={340}
    />
  );
}
