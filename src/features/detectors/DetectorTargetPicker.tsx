import { Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { contractQueries } from '@/api/contract/queries';
import type { Contract } from '@/api/contract/schemas';
import type { DetectorSchema } from '@/api/detector/schemas';
import { projectQueries } from '@/api/project/queries';
import { schemaQueries } from '@/api/schema/queries';
import { networkInfo } from '@/api/rules/networks';
import { contractSelectProps } from '@/components/contract-options';
import { AnchorLink } from '@/components/links';
import { ALL_CONTRACTS } from '@/lib/contract-directory';
import { latestVersions, runsOn } from './catalogue';

const ALL_SCHEMAS = { sort: [{ field: 'title', order: 'Asc' as const }], size: 1000 };
const toId = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

interface Props {
  contractId: number | undefined;
  schemaId: number | undefined;
  onChange: (next: { contractId?: number | undefined; schemaId?: number | undefined }) => void;
}

/**
 * Step one of "Add detector" (the real console's order): the contract, searchable and grouped
 * by project, then a schema that runs on its network family.
 */
export function DetectorTargetPicker({ contractId, schemaId, onChange }: Props) {
  const contracts = useQuery(contractQueries.list(ALL_CONTRACTS));
  const projects = useQuery(projectQueries.picker());
  const schemas = useQuery(schemaQueries.list(ALL_SCHEMAS));
  const loading = contracts.isPending || projects.isPending;
  // Wallets too: a treasury's or a signer's movements are watched as a contract's are.
  const monitored = contracts.data?.data ?? [];
  const contract = monitored.find((c) => c.id === contractId);
  const contractProps = contractSelectProps(monitored, {
    selected: contract,
    projects: projects.data?.data ?? [],
  });
  const all = schemas.data?.data ?? [];
  const chosen = all.find((s) => s.id === schemaId);
  const fitting = latestVersions(all, false).filter(
    (s) => !contract || runsOn(s, contract.chainUid),
  );
  // An older or retired version picked from the catalogue stays on the list it came from.
  const options =
    chosen && !fitting.some((s) => s.id === chosen.id) ? [chosen, ...fitting] : fitting;
  const mismatch = contract && chosen && !runsOn(chosen, contract.chainUid);
  const byId = new Map(options.map((s) => [String(s.id), s]));
  return (
    <Paper withBorder p="lg" component="section" aria-label="What to watch">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Select
          label="Contract"
          description="The contract or wallet this detector watches"
          placeholder={loading ? 'Loading contracts…' : 'Pick a contract'}
          // Typing into a list still on its way (or before its project groups arrive) would be
          // lost: the select clears its search when its options change.
          disabled={loading}
          searchable
          required
          nothingFoundMessage="No contract matches"
          {...contractProps}
          value={contractId ? String(contractId) : null}
          onChange={(v) => onChange({ contractId: toId(v) })}
          error={
            contracts.isError
              ? 'Contracts could not be loaded'
              : contractId && contracts.isSuccess && !contract
                ? `No contract or wallet #${contractId} here: pick one`
                : undefined
          }
        />
        <Stack gap={4}>
          <Select
            label="Detector schema"
            description={
              contract
                ? `Schemas that run on ${networkInfo(contract.chainUid).name}`
                : 'All schemas, until a contract narrows them'
            }
            placeholder={schemas.isPending ? 'Loading schemas…' : 'Pick a schema'}
            disabled={schemas.isPending}
            searchable
            required
            nothingFoundMessage="No schema runs on this network"
            data={options.map((s) => ({ value: String(s.id), label: schemaLabel(s) }))}
            // What each one watches, under its name: it showed only once picked.
            renderOption={({ option }) => {
              const about = byId.get(option.value)?.description;
              return (
                <div>
                  <Text size="sm">{option.label}</Text>
                  {about && (
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {about}
                    </Text>
                  )}
                </div>
              );
            }}
            maxDropdownHeight={360}
            value={schemaId ? String(schemaId) : null}
            onChange={(v) => onChange({ schemaId: toId(v) })}
            error={mismatch ? schemaMismatch(chosen, contract) : undefined}
          />
          <Group gap={4}>
            <Text size="xs" c="dimmed">
              Not sure which?
            </Text>
            <AnchorLink to="/detectors/catalogue" size="xs">
              Browse the catalogue
            </AnchorLink>
          </Group>
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}

const schemaLabel = (s: DetectorSchema) =>
  `${s.title ?? s.name} ${s.version ?? ''}${s.status === 'DISABLED' ? ' (retired)' : ''}`.trim();

const schemaMismatch = (s: DetectorSchema, c: Contract) =>
  `${s.title ?? s.name} runs on ${(s.networkTags ?? []).join(', ')} networks, not on ${networkInfo(c.chainUid).name}`;
