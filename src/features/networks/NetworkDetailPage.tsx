import {
  Anchor,
  Badge,
  Breadcrumbs,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { AnchorLink, ButtonLink } from '@/components/links';
import { NetworkIcon } from '@/components/NetworkBadge';
import { FAMILY_LABELS } from '@/lib/networks';
import { networkHasAbis, networkInfo } from '@/api/rules/networks';
import { EventParamsView } from './EventParamsView';
import { DetailField } from '@/components/DetailField';
import { usePageTitle } from '@/lib/page-title';

const route = getRouteApi('/_app/networks/$network');

export function NetworkDetailPage() {
  const { network } = route.useParams();
  const n = networkInfo(network);
  usePageTitle(n.name);
  const explorer = n.explorer;
  return (
    <Stack gap="md">
      <Breadcrumbs>
        <AnchorLink to="/networks">Networks</AnchorLink>
        <span>{n.name}</span>
      </Breadcrumbs>
      <Group justify="space-between">
        <Group gap="sm">
          <NetworkIcon network={network} size={40} />
          <Title order={1}>{n.name}</Title>
          <Badge variant="light" color={n.testnet ? 'yellow' : 'teal'}>
            {n.testnet ? 'testnet' : 'mainnet'}
          </Badge>
        </Group>
        <ButtonLink to="/contracts" search={{ network }} variant="default">
          Contracts on {n.name}
        </ButtonLink>
      </Group>
      <Paper withBorder p="lg">
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <DetailField label="Network uid">
            <Text span ff="monospace">
              {n.uid}
            </Text>
          </DetailField>
          <DetailField label="Family">{FAMILY_LABELS[n.family]}</DetailField>
          <DetailField label="Contract ABIs">{networkHasAbis(network) ? 'Yes' : 'No'}</DetailField>
          <DetailField label="Block explorer">
            {explorer ? (
              <Anchor href={explorer} target="_blank" rel="noopener noreferrer">
                {new URL(explorer).host}
              </Anchor>
            ) : (
              'None'
            )}
          </DetailField>
        </SimpleGrid>
      </Paper>
      <EventParamsView network={network} />
    </Stack>
  );
}
