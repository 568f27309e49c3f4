import { Anchor, Badge, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
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
import { countOf } from '@/lib/words';

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

const route = getRouteApi('/_app/networks/');

/** A network the find box's words name: by name, id in the API or family, any case. */
function matches(n: NetworkInfo, q: string): boolean {
  const words = q.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${n.name} ${n.uid} ${FAMILY_LABELS[n.family]}`.toLowerCase();
  return words.every((w) => text.includes(w));
}

/** The 32 networks the service monitors, and what each offers. */
export function NetworksPage() {
  usePageTitle('Networks');
  const { q = '' } = route.useSearch();
  const navigate = route.useNavigate();
  const mainnets = MAINNETS.filter((n) => matches(n, q));
  const testnets = TESTNETS.filter((n) => matches(n, q));
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Networks</Title>
        <Text size="sm" c="dimmed">
          The networks the service monitors. Open one for the event params its detectors and scripts
          can read.
        </Text>
      </div>
      <TextInput
        label="Find a network"
        placeholder="Name, id or family: arbitrum, sepolia, EVM…"
        value={q}
        onChange={(e) =>
          void navigate({ search: { q: e.currentTarget.value || undefined }, replace: true })
        }
        maw={420}
        type="search"
      />
      {mainnets.length + testnets.length === 0 && (
        <Text c="dimmed">No network matches “{q.trim()}”.</Text>
      )}
      {mainnets.length > 0 && (
        <>
          <Title order={2} size="h4">
            Mainnets
          </Title>
          <NetworkTable caption={countOf(mainnets.length, 'mainnet')} rows={mainnets} />
        </>
      )}
      {testnets.length > 0 && (
        <>
          <Title order={2} size="h4">
            Testnets
          </Title>
          <NetworkTable
            caption={countOf(
              testnets.length,
              'testnet or local chain',
              'testnets and local chains',
            )}
            rows={testnets}
          />
        </>
      )}
    </Stack>
  );
}
