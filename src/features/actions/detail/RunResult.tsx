import { Alert, Anchor, Code, CopyButton, Button, Group, Table, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { RunActionResult } from '@/api/action/schemas';
import { NetworkSchema, type Network } from '@/api/network/schemas';
import { explorerTxUrl } from '@/api/rules/networks';
import { AddressText } from '@/components/AddressText';
import { NetworkBadge } from '@/components/NetworkBadge';
import { weiToGwei } from '@/lib/gas';
import { NO_SHRINK } from '@/components/inline-styles';

const show = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

const GAS_KEYS = new Set(['gasPrice', 'gasTip', 'maxFeePerGas', 'maxPriorityFeePerGas']);
/** Counts: grouped as the action page shows them (`10,000,000`). */
const COUNT_KEYS = new Set(['gasLimit', 'nonce']);
const ADDRESS_KEYS = new Set(['from', 'to']);

/** The answer's keys the console knows, in words; any other key shows as the service sent it. */
const LABELS: Record<string, string> = {
  txHash: 'Transaction',
  status: 'Status',
  network: 'Network',
  from: 'From',
  to: 'To',
  function: 'Function',
  gasPrice: 'Gas price',
  gasTip: 'Gas tip',
  maxFeePerGas: 'Max fee per gas',
  maxPriorityFeePerGas: 'Max priority fee',
  gasLimit: 'Gas limit',
  nonce: 'Nonce',
  severityLevel: 'Severity',
};

/**
 * The service's key/value answer to a manual run: known keys in words (the service's key in the
 * title), gas in gwei, the network by name, addresses as elsewhere (copy, explorer), counts
 * grouped, the transaction linked to its explorer with a copy button that keeps its
 * width beside the truncated hash.
 */
export function RunResult({ result }: { result: RunActionResult }) {
  const networkValue = result.find((r) => r.key === 'network')?.value;
  const network: Network | undefined = NetworkSchema.safeParse(networkValue).data;
  return (
    <>
      <Alert color="teal" variant="light" icon={<IconCircleCheck />} title="Transaction submitted">
        The service accepted the run. Its answer:
      </Alert>
      <Table withTableBorder layout="fixed" aria-label="Run result">
        <Table.Tbody>
          {result.map((r, i) => {
            const text = show(r.value);
            const gwei = GAS_KEYS.has(r.key) ? weiToGwei(text) : null;
            const txUrl = r.key === 'txHash' && network ? explorerTxUrl(network, text) : null;
            const count = COUNT_KEYS.has(r.key) && /^\d+$/.test(text) ? Number(text) : null;
            return (
              <Table.Tr key={`${r.key}-${i}`}>
                <Table.Th w="30%" scope="row" title={LABELS[r.key] ? r.key : undefined}>
                  {LABELS[r.key] ?? r.key}
                </Table.Th>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    {gwei ? (
                      <Text size="sm" title={`${text} wei`}>
                        {gwei}
                      </Text>
                    ) : r.key === 'network' && network ? (
                      <NetworkBadge network={network} />
                    ) : ADDRESS_KEYS.has(r.key) && network && /^0x[\da-fA-F]{40}$/.test(text) ? (
                      <AddressText network={network} address={text} full />
                    ) : count !== null && Number.isSafeInteger(count) ? (
                      <Text size="sm">{count.toLocaleString('en-US')}</Text>
                    ) : txUrl ? (
                      <Anchor
                        href={txUrl}
                        target="_blank"
                        rel="noopener noreferrer"
                        size="sm"
                        truncate
                        ff="monospace"
                        miw={0}
                      >
                        {text}
                      </Anchor>
                    ) : (
                      <Code>{text}</Code>
                    )}
                    {r.key === 'txHash' && (
                      <CopyButton value={text}>
                        {({ copied, copy }) => (
                          <Button
                            size="compact-xs"
                            variant="subtle"
                            onClick={copy}
                            style={NO_SHRINK}
                          >
                            {copied ? 'Copied' : 'Copy'}
                          </Button>
                        )}
                      </CopyButton>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </>
  );
}
