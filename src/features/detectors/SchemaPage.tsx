import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { schemaQueries } from '@/api/schema/queries';
import { sectionCrumb } from '@/components/crumbs';
import { DetailHeader } from '@/components/DetailHeader';
import { AnchorLink, ButtonLink } from '@/components/links';
import { SafeAvatar } from '@/components/SafeImage';
import { Timestamp } from '@/components/Timestamp';
import { compareVersions } from './catalogue';
import { SchemaFaq } from './SchemaFaq';
import { schemaFields } from './schema-fields';
import {
  PlainTable,
  PlainTableScroll,
  PlainTbody,
  PlainTd,
  PlainTh,
  PlainThead,
  PlainTr,
} from '@/components/plain/PlainTable';

const route = getRouteApi('/_app/detectors/catalogue/$schemaId');

/** One catalogue entry: what it checks, its FAQ, its config fields and its versions. */
export function SchemaPage() {
  const { schemaId } = route.useParams();
  const { data: s } = useSuspenseQuery(schemaQueries.detail(schemaId));
  const versions = useQuery(
    schemaQueries.list({ where: `name = '${s.name.replace(/'/g, "''")}'`, size: 100 }),
  );
  const fields = schemaFields(s.schema, s.uiSchema);
  const all = [...(versions.data?.data ?? [])].sort((a, b) =>
    compareVersions(b.version, a.version),
  );
  const newest = all[0];
  return (
    <Stack gap="md">
      <DetailHeader
        crumbs={[
          sectionCrumb('detectors'),
          <AnchorLink key="c" to="/detectors/catalogue">
            Schema catalogue
          </AnchorLink>,
        ]}
        title={s.title ?? s.name}
        status={s.status === 'DISABLED' ? 'DISABLED' : undefined}
        tags={[...(s.tags ?? []), ...(s.networkTags ?? [])]}
        icon={<SafeAvatar src={s.icon} name={s.title ?? s.name} size="lg" square />}
        subtitle={`${s.name} · version ${s.version ?? '?'} · by ${s.author ?? 'unknown'}`}
        actions={
          s.status === 'DISABLED' ? undefined : (
            <ButtonLink to="/detectors/new" search={{ schemaId: s.id }}>
              Use this schema
            </ButtonLink>
          )
        }
      />
      {newest && newest.id !== s.id && (
        <Text size="sm">
          A newer version exists:{' '}
          <AnchorLink to="/detectors/catalogue/$schemaId" params={{ schemaId: newest.id }}>
            {`version ${newest.version ?? '?'}`}
          </AnchorLink>
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="xs">
            What it checks
          </Title>
          <Text size="sm">{s.description || 'No description.'}</Text>
        </Paper>
        <Paper withBorder p="lg">
          <Title order={2} size="h4" mb="xs">
            Questions
          </Title>
          <SchemaFaq faq={s.faq} />
        </Paper>
      </SimpleGrid>
      <Paper withBorder p="lg">
        <Title order={2} size="h4" mb="xs">
          Configuration fields
        </Title>
        <PlainTableScroll minWidth={640}>
          <PlainTable aria-label="Configuration fields" verticalSpacing="xs">
            <PlainThead>
              <PlainTr>
                <PlainTh scope="col" style={{ width: '30%' }}>
                  Field
                </PlainTh>
                <PlainTh scope="col" style={{ width: 124 }}>
                  Type
                </PlainTh>
                <PlainTh scope="col">Rules</PlainTh>
                <PlainTh scope="col">Default</PlainTh>
              </PlainTr>
            </PlainThead>
            <PlainTbody>
              {fields.map((f) => (
                <PlainTr key={f.key}>
                  <PlainTd>
                    <Text size="sm" fw={500}>
                      {f.title}
                      {f.required && (
                        <Text span c="red" aria-label="required">
                          {' *'}
                        </Text>
                      )}
                    </Text>
                    {f.description && (
                      <Text size="xs" c="dimmed">
                        {f.description}
                      </Text>
                    )}
                  </PlainTd>
                  <PlainTd>
                    <Badge variant="outline" size="sm" tt="none">
                      {f.type}
                    </Badge>
                  </PlainTd>
                  <PlainTd>
                    {/* A pattern has no spaces: it breaks rather than squeeze the type. */}
                    <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
                      {f.rules.join('; ') || '—'}
                    </Text>
                  </PlainTd>
                  <PlainTd>
                    <Text size="xs" ff="monospace">
                      {f.defaultValue ?? '—'}
                    </Text>
                  </PlainTd>
                </PlainTr>
              ))}
            </PlainTbody>
          </PlainTable>
        </PlainTableScroll>
      </Paper>
      <Paper withBorder p="lg">
        <Title order={2} size="h4" mb="xs">
          Versions
        </Title>
        <Stack gap={4}>
          {all.map((v) => (
            <Group key={v.id} gap="sm">
              {v.id === s.id ? (
                <Text size="sm" fw={600}>{`${v.version ?? '?'} (this one)`}</Text>
              ) : (
                <AnchorLink
                  to="/detectors/catalogue/$schemaId"
                  params={{ schemaId: v.id }}
                  size="sm"
                >
                  {v.version ?? '?'}
                </AnchorLink>
              )}
              {v.status === 'DISABLED' && (
                <Badge size="xs" color="gray" variant="light">
                  retired
                </Badge>
              )}
              <Timestamp value={v.createdAt} size="xs" />
            </Group>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
