import { Alert, Badge, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconCloudDownload } from '@tabler/icons-react';
import { useFetchContract } from '@/api/contract/queries';
import type { FetchedContract } from '@/api/contract/schemas';
import { ApiError, errorMessage } from '@/api/http';
import type { Network } from '@/api/network/schemas';
import { AddressText } from '@/components/AddressText';
import { abiCounts, abiSummary, validateAbi } from '@/lib/abi';
import { addressProblem } from '@/api/rules/address';
import { networkHasAbis, networkInfo } from '@/api/rules/networks';

interface Props {
  network: Network | null;
  address: string;
  onUse: (fetched: FetchedContract) => void;
}

function Summary({ abi }: { abi: unknown }) {
  const r = validateAbi(abi);
  if (!r.ok) return <Text size="sm">The ABI that came back does not validate.</Text>;
  return <Text size="sm">ABI of {abiSummary(abiCounts(r.abi))}</Text>;
}

/** `POST /contract/fetch`: what the explorer knows of the address, taken into the form in one click. */
export function FetchPanel({ network, address, onUse }: Props) {
  const fetch = useFetchContract();
  const ready = network !== null && networkHasAbis(network) && !addressProblem(network, address);
  const hint =
    network === null
      ? 'Choose a network and enter an address to fetch its verified ABI.'
      : !networkHasAbis(network)
        ? `${networkInfo(network).name} has no contract ABIs to fetch.`
        : addressProblem(network, address)
          ? 'Enter a valid address to fetch its verified ABI.'
          : 'Looks up the verified ABI, the implementation of a proxy, and whether you already have it.';
  // A result belongs to the network and address it was fetched for; edits hide it.
  const current =
    fetch.variables?.body?.chainUid === network && fetch.variables.body.address === address.trim();
  const data = current ? fetch.data : undefined;
  const fetchedNetwork = network;

  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
          <Button
            variant="light"
            // The hint wraps; the button keeps its words.
            flex="none"
            leftSection={<IconCloudDownload size={16} />}
            disabled={!ready}
            loading={fetch.isPending}
            onClick={() =>
              network && fetch.mutate({ body: { chainUid: network, address: address.trim() } })
            }
          >
            Fetch from explorer
          </Button>
        </Group>
        {fetch.isError && current && (
          <Alert color="red" variant="light" role="alert" title="Nothing fetched">
            <Text size="sm">{errorMessage(fetch.error)}</Text>
            {fetch.error instanceof ApiError && fetch.error.errors.length > 0 && (
              <List size="sm">
                {fetch.error.errors.map((e) => (
                  <List.Item key={e}>{e}</List.Item>
                ))}
              </List>
            )}
            <Text size="sm" mt={4}>
              Your form is unchanged: paste the ABI yourself, or save without one.
            </Text>
          </Alert>
        )}
        {data && fetch.isSuccess && fetchedNetwork && (
          <Paper
            withBorder
            p="sm"
            bg="var(--mantine-color-default-hover)"
            role="region"
            aria-label="Fetched contract"
          >
            <Stack gap={6}>
              <Group gap="xs">
                <Text size="sm" fw={600}>
                  Found on {networkInfo(fetchedNetwork).name}
                </Text>
                {data.owner ? (
                  <Badge color="orange" variant="light" size="sm">
                    already in your tenant
                  </Badge>
                ) : (
                  <Badge color="teal" variant="light" size="sm">
                    not in your tenant yet
                  </Badge>
                )}
                {data.implementation && (
                  <Badge color="grape" variant="light" size="sm">
                    proxy
                  </Badge>
                )}
              </Group>
              {data.contractAddress && (
                <AddressText network={fetchedNetwork} address={data.contractAddress} full />
              )}
              {data.implementation && (
                <Group gap={6}>
                  <Text size="sm">Implementation</Text>
                  <AddressText network={fetchedNetwork} address={data.implementation} />
                </Group>
              )}
              <Summary abi={data.abi ?? []} />
              <Group>
                <Button size="xs" onClick={() => onUse(data)}>
                  Use this
                </Button>
              </Group>
            </Stack>
          </Paper>
        )}
      </Stack>
    </Paper>
  );
}
