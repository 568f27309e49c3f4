import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { AnchorLink } from '@/components/links';
import { NetworkIcon } from '@/components/NetworkBadge';
import { FAMILY_LABELS, MAINNETS, TESTNETS } from '@/lib/networks';
import { networkHasAbis, type NetworkInfo } from '@/api/rules/networks';

function NetworkTable({ caption, rows }: { caption: string; rows: NetworkInfo[] }) {
  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={640}>
        <Table highlightOnHover verticalSpacing="xs">
          <Table.Caption>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Network</Table.Th>
              <Table.Th scope="col">Uid</Table.Th>
              <Table.Th scope="col">Family</Table.Th>
              <Table.Th scope="col" w={72}>
                ABIs
              </Table.Th>
              <Table.Th scope="col">Explorer</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((n) => (
              <Table.Tr key={n.uid}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <NetworkIcon network={n.uid} />
                    <AnchorLink to="/networks/$network" params={{ network: n.uid }} fw={500}>
                      {n.name}
                    </AnchorLink>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text span ff="monospace" size="sm">
                    {n.uid}
                  </Text>
                </Table.Td>
                <Table.Td>{FAMILY_LABELS[n.family]}</Table.Td>
                <Table.Td>
                  <Badge size="sm" variant="light" color={networkHasAbis(n.uid) ? 'teal' : 'gray'}>
                    {networkHasAbis(n.uid) ? 'yes' : 'no'}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c={n.explorer ? undefined : 'dimmed'}>
                    {n.explorer ? new URL(n.explorer).host : 'none'}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** The 32 networks the service monitors, and what each offers. */
export function NetworksPage() {
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
