import { Badge, Card, Checkbox, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { schemaQueries } from '@/api/schema/queries';
import { NetworkSchema } from '@/api/network/schemas';
import { sectionCrumb } from '@/components/crumbs';
import { DetailHeader } from '@/components/DetailHeader';
import { EmptyResult } from '@/components/EmptyResult';
import { AnchorLink } from '@/components/links';
import { SelectFilter } from '@/components/list/SelectFilter';
import { QueryState } from '@/components/QueryState';
import { SafeAvatar } from '@/components/SafeImage';
import { NETWORK_SELECT_DATA } from '@/lib/networks';
import { networkInfo } from '@/api/rules/networks';
import { latestVersions, runsOn } from './catalogue';
import { CATEGORIES } from '@/api/detector/enums';

const route = getRouteApi('/_app/detectors/catalogue/');
const ALL = { sort: [{ field: 'title', order: 'Asc' as const }], size: 1000 };

/** The detector schema catalogue: what can watch a contract, filtered by category and network. */
export function SchemaCataloguePage() {
  const search = route.useSearch();
  const navigate = useNavigate();
  const set = (patch: Partial<typeof search>) =>
    void navigate({ to: '/detectors/catalogue', search: { ...search, ...patch } });
  const query = useQuery(schemaQueries.list(ALL));
  const shown = latestVersions(query.data?.data ?? [], search.retired ?? false).filter(
    (s) =>
      (!search.tag || (s.tags ?? []).includes(search.tag)) &&
      (!search.network || runsOn(s, search.network)),
  );
  return (
    <Stack gap="md">
      <DetailHeader
        crumbs={[sectionCrumb('detectors')]}
        title="Schema catalogue"
        subtitle="Every kind of detector the service runs. Pick one to see what it checks and how it is configured."
      />
      <Group gap="sm" align="flex-end">
        <SelectFilter
          label="Category"
          placeholder="Any category"
          data={[...CATEGORIES]}
          value={search.tag}
          parse={(v) => CATEGORIES.find((c) => c === v)}
          onChange={(tag) => set({ tag })}
        />
        <SelectFilter
          label="Runs on"
          placeholder="Any network"
          data={NETWORK_SELECT_DATA}
          value={search.network}
          parse={(v) => NetworkSchema.safeParse(v).data}
          onChange={(network) => set({ network })}
          searchable
          w={220}
        />
        <Checkbox
          label="Show retired schemas"
          checked={search.retired ?? false}
          onChange={(e) => set({ retired: e.currentTarget.checked || undefined })}
          mb={8}
        />
      </Group>
      <QueryState
        query={query}
        errorTitle="The catalogue could not be loaded"
        loading={<Skeleton h={200} />}
        empty={{
          when: shown.length === 0,
          node: (
            <EmptyResult
              title="No schema matches"
              description={
                search.network
                  ? `No schema in this category runs on ${networkInfo(search.network).name}.`
                  : 'Try another category.'
              }
            />
          ),
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {shown.map((s) => (
            <Card
              key={s.id}
              withBorder
              padding="md"
              component="article"
              aria-label={s.title ?? s.name}
            >
              <Group gap="sm" wrap="nowrap" mb="xs">
                <SafeAvatar src={s.icon} name={s.title ?? s.name} size="md" square />
                <Stack gap={0} miw={0}>
                  <AnchorLink
                    to="/detectors/catalogue/$schemaId"
                    params={{ schemaId: s.id }}
                    fw={600}
                    truncate
                  >
                    {s.title ?? s.name}
                  </AnchorLink>
                  <Text
                    size="xs"
                    c="dimmed"
                  >{`v${s.version ?? '?'} · ${s.author ?? 'unknown author'}`}</Text>
                </Stack>
                {s.status === 'DISABLED' && (
                  <Badge color="gray" variant="light" ml="auto">
                    retired
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed" lineClamp={3} mb="sm">
                {s.description}
              </Text>
              <Group gap={4}>
                {(s.tags ?? []).map((t) => (
                  <Badge key={t} size="sm" variant="light">
                    {t}
                  </Badge>
                ))}
                {(s.networkTags ?? []).length === 0 ? (
                  <Badge size="sm" variant="outline" tt="none">
                    any network
                  </Badge>
                ) : (
                  (s.networkTags ?? []).map((t) => (
                    <Badge key={t} size="sm" variant="outline">
                      {t}
                    </Badge>
                  ))
                )}
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </QueryState>
    </Stack>
  );
}
