import { Alert, Loader, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { detectorQueries, useUpdateDetector } from '@/api/detector/queries';
import { schemaQueries } from '@/api/schema/queries';
import { sectionCrumb } from '@/components/crumbs';
import { DetailHeader } from '@/components/DetailHeader';
import { AnchorLink } from '@/components/links';
import { QueryState } from '@/components/QueryState';
import { compareVersions } from './catalogue';
import { fieldsOf, formValues } from './config-form';
import { DetectorForm } from './DetectorForm';
import { ALERT_LINK } from '@/components/inline-styles';

const route = getRouteApi('/_app/detectors/$detectorId/edit');

/** Edit a detector: its schema stays; a newer version of the schema is pointed out. */
export function DetectorEditPage() {
  const { detectorId } = route.useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: d } = useSuspenseQuery(detectorQueries.detail(detectorId));
  const schemaId = d.schema?.id ?? 0;
  const schema = useQuery({ ...schemaQueries.detail(schemaId), enabled: schemaId > 0 });
  const name = schema.data?.name ?? d.schema?.name ?? '';
  const versions = useQuery({
    ...schemaQueries.list({ where: `name = '${name.replace(/'/g, "''")}'`, size: 100 }),
    enabled: name !== '',
  });
  const newer = (versions.data?.data ?? [])
    .filter((v) => v.status !== 'DISABLED' && compareVersions(v.version, d.schema?.version) > 0)
    .sort((a, b) => compareVersions(b.version, a.version))[0];
  const update = useUpdateDetector();
  const toDetail = () => navigate({ to: '/detectors/$detectorId', params: { detectorId } });
  return (
    <Stack gap="md">
      <DetailHeader
        crumbs={[
          sectionCrumb('detectors'),
          <AnchorLink key="d" to="/detectors/$detectorId" params={{ detectorId }}>
            {d.name}
          </AnchorLink>,
        ]}
        title="Edit detector"
        record={d.name}
        subtitle={`Schema ${d.schema?.title ?? d.schema?.name ?? '?'} ${d.schema?.version ?? ''} — the schema of a detector stays as it was created.`}
      />
      {newer && (
        <Alert color="blue" variant="light" title="A newer version of this schema exists">
          {`Version ${newer.version ?? '?'} is in the catalogue. This detector keeps version ${d.schema?.version ?? '?'}; to use the new one, add a detector from `}
          <AnchorLink
            to="/detectors/catalogue/$schemaId"
            params={{ schemaId: newer.id }}
            fw={600}
            style={ALERT_LINK}
          >
            {`version ${newer.version ?? '?'}`}
          </AnchorLink>
          .
        </Alert>
      )}
      <QueryState
        query={schema}
        errorTitle="The detector's schema could not be loaded"
        loading={<Loader size="sm" aria-label="Loading the schema" />}
      >
        {schema.data && (
          <DetectorForm
            schema={schema.data}
            editing
            contractId={d.contractId ?? undefined}
            defaultValues={{
              name: d.name,
              tags: d.tags ?? [],
              status: d.status === 'DISABLED' ? 'DISABLED' : 'ACTIVE',
              destinationIds: (d.destinations ?? []).flatMap((x) =>
                x.tenantDestination?.id ? [x.tenantDestination.id] : [],
              ),
              config: formValues(
                fieldsOf(schema.data.schema, schema.data.uiSchema),
                d.config,
                true,
              ),
            }}
            submitLabel="Save changes"
            onCancel={() => void toDetail()}
            freshness={{
              loadedAt: d.updatedAt,
              fetchCurrent: () =>
                queryClient.fetchQuery({ ...detectorQueries.detail(detectorId), staleTime: 0 }),
            }}
            save={(body) => update.mutateAsync({ id: detectorId, body })}
            after={() => {
              notifications.show({ color: 'teal', message: 'Changes saved' });
              return toDetail();
            }}
          />
        )}
      </QueryState>
    </Stack>
  );
}
