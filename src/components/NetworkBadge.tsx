import { Avatar, Group, Text, type MantineSize } from '@mantine/core';
import type { Network } from '@/api/network/schemas';
import { networkInfo } from '@/api/rules/networks';

/** A network's colour-and-initials icon: no remote images. */
export function NetworkIcon({ network, size = 22 }: { network: Network; size?: number }) {
  const n = networkInfo(network);
  return (
    <Avatar size={size} color={n.color} variant="light" radius="xl" aria-hidden>
      <Text span fz={size * 0.42} fw={700} c="inherit">
        {n.initials}
      </Text>
    </Avatar>
  );
}

/** Icon and display name of a network; the whole name and the uid on hover. */
export function NetworkBadge({ network, size = 'sm' }: { network: Network; size?: MantineSize }) {
  const n = networkInfo(network);
  return (
    <Group gap={6} wrap="nowrap" title={`${n.name} (${n.uid})`}>
      <NetworkIcon network={network} size={size === 'lg' ? 28 : 20} />
      <Text size={size} span truncate>
        {n.name}
      </Text>
      {n.testnet && (
        <Text span size="xs" c="dimmed">
          testnet
        </Text>
      )}
    </Group>
  );
}
