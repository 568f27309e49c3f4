import { useQuery } from '@tanstack/react-query';
import { contractQueries } from '@/api/contract/queries';
import { AlertSeveritySchema } from '@/api/trigger/schemas';
import { labelOfSeverityText } from '@/lib/severity';
import { SelectFilter } from '@/components/list/SelectFilter';
import { ContractFilter, ProjectFilter } from '@/components/list/pickers';
import type { ListState } from '@/components/list/use-list-state';
import { ALL_CONTRACTS } from '@/lib/contract-directory';
import { useOrganisations } from '@/lib/use-organisations';
import { TimeRangeFilter } from '@/components/list/TimeRangeFilter';
import { ViewedSchema, type ScoreListSearch } from './score-list-search';

const toId = (v: string) => (/^\d+$/.test(v) ? Number(v) : undefined);

/** The scores list's filter inputs, each bound to the URL. */
export function ScoreFilters({
  state,
  groups,
}: {
  state: ListState<ScoreListSearch>;
  /** Score groups seen in the records of the range (the service has no list of them). */
  groups: readonly string[];
}) {
  const { search, set } = state;
  const orgs = useOrganisations();
  const directory = useQuery(contractQueries.list(ALL_CONTRACTS));
  // Wallets too: detectors watch them, and their scores name them.
  const monitored = directory.data?.data ?? [];
  const groupOptions = [...new Set(groups)].sort();
  return (
    <>
      <SelectFilter
        label="Organisation"
        placeholder="All organisations"
        data={orgs.options}
        value={search.organisationId}
        parse={toId}
        onChange={(organisationId) => set({ organisationId })}
        searchable
        w={180}
      />
      <ProjectFilter value={search.projectId} onChange={(projectId) => set({ projectId })} />
      <ContractFilter
        label="Contract"
        placeholder="Any contract"
        options={monitored}
        value={search.contractId}
        onChange={(contractId) => set({ contractId })}
      />
      <SelectFilter
        label="Score group"
        placeholder="Any group"
        data={groupOptions}
        value={search.group}
        parse={(v) => v || undefined}
        onChange={(group) => set({ group })}
        w={150}
      />
      <SelectFilter
        label="Severity"
        placeholder="Any severity"
        // In words, as the alerts' chips say them; the URL keeps the service's names.
        data={AlertSeveritySchema.options.map((s) => ({
          value: s,
          label: labelOfSeverityText(s) ?? s,
        }))}
        value={search.severity}
        parse={(v) => v || undefined}
        onChange={(severity) => set({ severity })}
        w={140}
      />
      <TimeRangeFilter value={search.range} onChange={(range) => set({ range })} />
      <SelectFilter
        label="Viewed"
        placeholder="Either"
        data={[
          { value: 'unviewed', label: 'Not viewed' },
          { value: 'viewed', label: 'Viewed' },
        ]}
        value={search.viewed}
        parse={(v) => ViewedSchema.safeParse(v).data}
        onChange={(viewed) => set({ viewed })}
        w={156}
      />
    </>
  );
}
