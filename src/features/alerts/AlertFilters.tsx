import type { Contract } from '@/api/contract/schemas';
import type { DetectorPick } from '@/api/detector/queries';
import type { TriggerPick } from '@/api/trigger/queries';
import { ContractFilter, ProjectFilter } from '@/components/list/pickers';
import { SelectFilter } from '@/components/list/SelectFilter';
import { type TimeWindow } from '@/lib/alert-query';
import { ALERT_CATEGORIES } from '@/lib/alert-ranges';
import type { AlertListSearch } from './alert-list-search';
import { QueryBox } from './QueryBox';
import { RangeFilter } from './RangeFilter';

const toId = (v: string) => (/^\d+$/.test(v) ? Number(v) : undefined);

interface AlertFiltersProps {
  search: AlertListSearch;
  window: TimeWindow;
  queryError: string | undefined;
  contracts: Contract[];
  detectors: DetectorPick[];
  triggers: TriggerPick[];
  onChange: (patch: Partial<AlertListSearch>) => void;
  onRefresh: () => void;
}

/** The feed's toolbar: query, time range, place, detector and category, each bound to the URL. */
export function AlertFilters(p: AlertFiltersProps) {
  const { search, onChange } = p;
  // Wallets too: detectors watch them, and their alerts name them.
  const inProject = (c: Contract) =>
    search.projectId === undefined || c.projectId === search.projectId;
  return (
    <>
      <QueryBox value={search.q} onChange={(q) => onChange({ q })} error={p.queryError} />
      <RangeFilter search={search} window={p.window} onChange={onChange} onRefresh={p.onRefresh} />
      <ProjectFilter value={search.projectId} onChange={(projectId) => onChange({ projectId })} />
      <ContractFilter
        label="Contract"
        placeholder="Any contract"
        options={p.contracts.filter(inProject)}
        value={search.contractId}
        onChange={(contractId) => onChange({ contractId })}
      />
      <SelectFilter
        label="Detector"
        placeholder="Any detector"
        data={p.detectors
          .filter((d) => search.contractId === undefined || d.contractId === search.contractId)
          .map((d) => ({ value: String(d.id), label: d.name }))}
        value={search.detectorId}
        parse={toId}
        onChange={(detectorId) => onChange({ detectorId })}
        searchable
        w={190}
        dropdownWidth={300}
      />
      <SelectFilter
        label="Trigger"
        placeholder="Any trigger"
        data={p.triggers
          .filter((t) => search.contractId === undefined || t.contractId === search.contractId)
          .map((t) => ({ value: String(t.id), label: t.name }))}
        value={search.triggerId}
        parse={toId}
        onChange={(triggerId) => onChange({ triggerId })}
        searchable
        w={170}
        dropdownWidth={300}
      />
      <SelectFilter
        label="Category"
        placeholder="Any category"
        data={ALERT_CATEGORIES.map((c) => ({
          value: c,
          label: c.charAt(0) + c.slice(1).toLowerCase(),
        }))}
        value={search.category}
        parse={(v) => v || undefined}
        onChange={(category) => onChange({ category })}
        w={150}
      />
    </>
  );
}
