import { Loader, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { contractQueries } from '@/api/contract/queries';
import { useCreateDetector } from '@/api/detector/queries';
import { schemaQueries } from '@/api/schema/queries';
import { sectionCrumb } from '@/components/crumbs';
import { DetailHeader } from '@/components/DetailHeader';
import { QueryState } from '@/components/QueryState';
import { networkInfo } from '@/api/rules/networks';
import { ALL_CONTRACTS } from '@/lib/contract-directory';
import { fieldsOf, formValues } from './config-form';
import { DetectorForm } from './DetectorForm';
import { DetectorTargetPicker } from './DetectorTargetPicker';

const route = getRouteApi('/_app/detectors/new');

/** "Add detector": pick the contract and a schema for its network, then fill the schema's form. */
export function DetectorCreatePage() {
  const { contractId, schemaId } = route.useSearch();
  const navigate = useNavigate();
  const create = useCreateDetector();
  const schema = useQuery({ ...schemaQueries.detail(schemaId ?? 0), enabled: !!schemaId });
  // The picker's own list: a hand-edited id that names nothing gets no form to fill in vain.
  const contracts = useQuery(contractQueries.list(ALL_CONTRACTS));
  const target = contracts.data?.data.find((c) => c.id === contractId);
  const native = target && networkInfo(target.chainUid).native;
  const pick = (next: { contractId?: number | undefined; schemaId?: number | undefined }) =>
    void navigate({
      to: '/detectors/new',
      search: (prev) => ({ ...prev, ...next }),
      replace: true,
    });
  return (
    <Stack gap="md">
      <DetailHeader
        crumbs={[sectionCrumb('detectors')]}
        title="Add a detector"
        subtitle="A detector runs one catalogue schema on one contract and raises alerts."
      />
      <DetectorTargetPicker contractId={contractId} schemaId={schemaId} onChange={pick} />
      {contractId && schemaId && target && (
        <QueryState
          query={schema}
          errorTitle="The schema could not be loaded"
          loading={<Loader size="sm" aria-label="Loading the schema" />}
        >
          {schema.data && (
            <DetectorForm
              key={schema.data.id}
              schema={schema.data}
              editing={false}
              native={native}
              contractId={contractId}
              defaultValues={{
                name: schema.data.title ?? schema.data.name,
                tags: schema.data.tags ?? [],
                status: 'ACTIVE',
                destinationIds: [],
                config: formValues(fieldsOf(schema.data.schema, schema.data.uiSchema), {}, false),
              }}
              submitLabel="Add detector"
              onCancel={() => void navigate({ to: '/detectors' })}
              save={(body) => create.mutateAsync({ ...body, contractId, schemaId })}
              after={(d) => {
                notifications.show({ color: 'teal', message: `“${d.name}” added` });
                return navigate({ to: '/detectors/$detectorId', params: { detectorId: d.id } });
              }}
            />
          )}
        </QueryState>
      )}
    </Stack>
  );
}
