import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { AnchorLink } from '@/components/links';
import { NetworkIcon } from '@/components/NetworkBadge';
import { FAMILY_LABELS, MAINNETS, TESTNETS } from '@/lib/networks';
import { networkHasAbis, type NetworkInfo } from '@/api/rules/networks';
import {
  PlainCaption,
  PlainTable,
  PlainTableScroll,
  PlainTbody,
  PlainTd,
  PlainTh,
  PlainThead,
  PlainTr,
} from '@/components/plain/PlainTable';
import { usePageTitle } from '@/lib/page-title';

function NetworkTable({ caption, rows }: { caption: string; rows: NetworkInfo[] }) {
  return (
    <Paper withBorder>
      <PlainTableScroll minWidth={640}>
        <PlainTable verticalSpacing="xs">
          <PlainCaption>{caption}</PlainCaption>
          <PlainThead>
            <PlainTr>
              <PlainTh scope="col">Network</PlainTh>
              <PlainTh scope="col" title="The id the service and its query language use">
                Id in the API
              </PlainTh>
              <PlainTh scope="col">Family</PlainTh>
              <PlainTh scope="col" style={{ width: 72 }}>
                ABIs
              </PlainTh>
              <PlainTh scope="col">Explorer</PlainTh>
            </PlainTr>
          </PlainThead>
          <PlainTbody>
            {rows.map((n) => (
              <PlainTr key={n.uid} data-hover>
                <PlainTd>
                  <Group gap="xs" wrap="nowrap">
                    <NetworkIcon network={n.uid} />
                    <AnchorLink to="/networks/$network" params={{ network: n.uid }} fw={500}>
                      {n.name}
                    </AnchorLink>
                  </Group>
                </PlainTd>
                <PlainTd>
                  <Text span ff="monospace" size="sm">
                    {n.uid}
                  </Text>
                </PlainTd>
                <PlainTd>{FAMILY_LABELS[n.family]}</PlainTd>
                <PlainTd>
                  <Badge size="sm" variant="light" color={networkHasAbis(n.uid) ? 'teal' : 'gray'}>
                    {networkHasAbis(n.uid) ? 'yes' : 'no'}
                  </Badge>
                </PlainTd>
                <PlainTd>
                  {n.explorer ? (
                    <Anchor href={n.explorer} target="_blank" rel="noopener noreferrer" size="sm">
                      {new URL(n.explorer).host}
                    </Anchor>
                  ) : (
                    <Text size="sm" c="dimmed">
                      none
                    </Text>
                  )}
                </PlainTd>
              </PlainTr>
            ))}
          </PlainTbody>
        </PlainTable>
      </PlainTableScroll>
    </Paper>
  );
}

/** The 32 networks the service monitors, and what each offers. */
export function NetworksPage() {
  usePageTitle('Networks');
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Networks</Title>
        <Text size="sm" c="dimmed">
          The networks the service monitors. Open one for the event params its detectors and scripts
          can read.
        </Text>
      </div>
      <Title order={2} size="h4">
        Mainnets
      </Title>
      <NetworkTable caption={`${MAINNETS.length} mainnets`} rows={MAINNETS} />
      <Title order={2} size="h4">
        Testnets
      </Title>
      <NetworkTable caption={`${TESTNETS.length} testnets and local chains`} rows={TESTNETS} />
    </Stack>
  );
}
