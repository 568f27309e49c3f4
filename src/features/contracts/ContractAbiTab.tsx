import { Alert, Badge, Button, Group, Paper, Stack, Tabs, Text } from '@mantine/core';
import { IconFileOff, IconRestore } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { contractQueries } from '@/api/contract/queries';
import type { Contract } from '@/api/contract/schemas';
import { ButtonLink } from '@/components/links';
import { networkHasAbis, networkInfo } from '@/api/rules/networks';
import { AbiViewer } from './AbiViewer';
import { RemoveOverrideDialog } from './RemoveOverrideDialog';

import { WalletActions } from './WalletActions';

const route = getRouteApi('/_app/contracts/$contractId/_tabs/');

function EmptyState({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder p="xl">
      <Stack align="center" gap="xs">
        <IconFileOff size={28} aria-hidden />
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed" ta="center" maw={520} component="div">
          {children}
        </Text>
      </Stack>
    </Paper>
  );
}

function Flag({ override }: { override: boolean | null | undefined }) {
  return override ? (
    <Badge color="orange" variant="light" size="sm">
      override
    </Badge>
  ) : (
    <Badge color="teal" variant="light" size="sm">
      verified
    </Badge>
  );
}

const slug = (c: Contract) =>
  (c.name || c.address)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || `contract-${c.id}`;

export function ContractAbiTab() {
  const { contractId } = route.useParams();
  const { data: c } = useSuspenseQuery(contractQueries.detail(contractId));
  const [removing, setRemoving] = useState(false);
  const network = networkInfo(c.chainUid);

  if (c.addressType === 'WALLET') return <WalletActions wallet={c} />;
  if (!networkHasAbis(c.chainUid))
    return (
      <EmptyState title={`${network.name} has no ABIs`}>
        ABIs describe smart contracts on EVM networks and TRON. Addresses on {network.name} are
        monitored without one.
      </EmptyState>
    );
  if (c.addressType === 'ENTITY')
    return (
      <EmptyState title={`A ${c.addressType.toLowerCase()} has no ABI`}>
        Only contracts have an interface to show.
      </EmptyState>
    );

  const hasOverride = Boolean(c.abiOverride || c.implAbiOverride);
  const toolbar = hasOverride && (
    // A note, not an alarm: Mantine's role="alert" would interrupt a screen reader.
    <Alert color="blue" variant="light" title="Uploaded ABI in use" role="note">
      <Group justify="space-between">
        <Text size="sm">
          {c.abiOverride && c.implAbiOverride
            ? 'The proxy and implementation ABIs were uploaded and are'
            : c.implAbiOverride
              ? 'The implementation ABI was uploaded and is'
              : `The ${c.implementation ? 'proxy ' : ''}ABI was uploaded and is`}{' '}
          used in place of the explorer’s (if the contract is verified there).
        </Text>
        <Button
          variant="default"
          leftSection={<IconRestore size={16} />}
          onClick={() => setRemoving(true)}
        >
          Remove ABI override
        </Button>
      </Group>
    </Alert>
  );
  const dialog = (
    <RemoveOverrideDialog contractId={c.id} opened={removing} onClose={() => setRemoving(false)} />
  );

  if (!c.abi?.length && !c.implAbi?.length)
    return (
      <>
        {toolbar}
        <EmptyState title="No ABI yet">
          The contract is not verified on the explorer, and no ABI was uploaded.{' '}
          <Group mt="sm">
            <ButtonLink
              to="/contracts/$contractId/edit"
              params={{ contractId: c.id }}
              hash="abi"
              variant="light"
              size="xs"
            >
              Paste an ABI
            </ButtonLink>
          </Group>
        </EmptyState>
        {dialog}
      </>
    );

  if (!c.implementation)
    return (
      <Stack gap="sm">
        {toolbar}
        <AbiViewer abi={c.abi ?? []} fileName={`${slug(c)}.abi.json`} />
        {dialog}
      </Stack>
    );

  return (
    <Stack gap="sm">
      {toolbar}
      <Tabs defaultValue="impl" variant="pills" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="impl" rightSection={<Flag override={c.implAbiOverride} />}>
            Implementation ABI
          </Tabs.Tab>
          <Tabs.Tab value="proxy" rightSection={<Flag override={c.abiOverride} />}>
            Proxy ABI
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="impl" pt="sm">
          {c.implAbi?.length ? (
            <AbiViewer abi={c.implAbi} fileName={`${slug(c)}.implementation.abi.json`} />
          ) : (
            <EmptyState title="No implementation ABI">
              The implementation at {c.implementation} is not verified.
            </EmptyState>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="proxy" pt="sm">
          {c.abi?.length ? (
            <AbiViewer abi={c.abi} fileName={`${slug(c)}.proxy.abi.json`} />
          ) : (
            <EmptyState title="No proxy ABI">The proxy itself is not verified.</EmptyState>
          )}
        </Tabs.Panel>
      </Tabs>
      {dialog}
    </Stack>
  );
}
