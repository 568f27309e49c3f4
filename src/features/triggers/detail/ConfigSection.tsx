import { List, Paper, Stack, Text, Title } from '@mantine/core';
import type { Contract } from '@/api/contract/schemas';
import type { Network } from '@/api/network/schemas';
import type { Trigger } from '@/api/trigger/schemas';
import { AddressText } from '@/components/AddressText';
import { ScrollRegion } from '@/components/ScrollRegion';
import { configWords } from './trigger-words';

/** The trigger's rule in words, with the conditions it checks. */
export function ConfigSection({ trigger, contract }: { trigger: Trigger; contract?: Contract }) {
  const network: Network | undefined = contract?.chainUid;
  const words = configWords(trigger.type, trigger.config, (address) =>
    contract && contract.name && address.toLowerCase() === contract.address.toLowerCase()
      ? contract.name
      : undefined,
  );
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h4" mb="sm">
        Rule
      </Title>
      <Stack gap="xs">
        <Text size="sm">{words.sentence}</Text>
        {words.conditions.length > 0 && (
          <List size="sm" spacing={4} aria-label="Conditions">
            {words.conditions.map((c, i) => (
              <List.Item key={i}>
                <Text size="sm" ff="monospace" span>
                  {c}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
        {words.addresses.length > 0 && (
          <ScrollRegion label="Addresses">
            <List size="sm" spacing={4}>
              {words.addresses.map((a) => (
                <List.Item key={a}>
                  {network ? <AddressText network={network} address={a} full /> : a}
                </List.Item>
              ))}
            </List>
          </ScrollRegion>
        )}
      </Stack>
    </Paper>
  );
}
