import { Alert, Group, SimpleGrid, Stack, Text, type ComboboxItem } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useFormContext } from 'react-hook-form';
import { networkInfo } from '@/api/rules/networks';
import type { ActionFormValues } from './action-form';
import { BuilderSection } from './BuilderSection';
import { contractLabel, isCallable, isWallet } from '@/lib/contract-directory';
import { contractSelectProps } from '@/components/contract-options';
import { ContractSummary } from '../detail/ContractSummary';
import { IdSelect } from './IdSelect';
import { networkFirst, useTarget } from './target';

/** Step 2: who signs (a WALLET record) and which contract is called. */
export function TargetSection() {
  const { control, setValue, getValues } = useFormContext<ActionFormValues>();
  const { directory, all, wallet, contract, mismatch } = useTarget(control);
  // Ungrouped (no projects): each picker puts the other's network first.
  const wallets = contractSelectProps(all.filter(isWallet), {
    withAddress: true,
    selected: wallet,
  });
  const contracts = contractSelectProps(all.filter(isCallable), {
    withAddress: true,
    selected: contract,
  });

  /**
   * A new contract has other functions: the function, its params and the bindings' parameter
   * scripts go; what the bindings listen to stays (any contract's detectors and alerts may bind).
   */
  const contractChanged = () => {
    setValue('funcSignature', '', { shouldDirty: true });
    setValue('params', [], { shouldDirty: true });
    const detectors = getValues('detectors').map((b) => ({ ...b, scriptParams: {} }));
    const alerts = getValues('triggerAlerts').map((b) => ({ ...b, scriptParams: {} }));
    setValue('detectors', detectors, { shouldDirty: true });
    setValue('triggerAlerts', alerts, { shouldDirty: true });
  };

  return (
    <BuilderSection
      id="step-target"
      step={2}
      title="Wallet and contract"
      description="The wallet signs and pays for the transaction; the contract is the one called."
    >
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <IdSelect
          name="walletId"
          label="Wallet"
          required
          placeholder={directory.isPending ? 'Loading wallets…' : 'Choose a signing wallet'}
          {...wallets}
          data={networkFirst(wallets.data as ComboboxItem[], all, contract?.chainUid)}
          searchable
          nothingFoundMessage="No wallet matches"
          description="Records added as wallets under Contracts & wallets"
        />
        <IdSelect
          name="contractId"
          label="Contract"
          required
          placeholder={directory.isPending ? 'Loading contracts…' : 'Choose the contract to call'}
          {...contracts}
          data={networkFirst(contracts.data as ComboboxItem[], all, wallet?.chainUid)}
          searchable
          nothingFoundMessage="No contract matches"
          description="Its ABI lists the functions you can call"
          onPicked={contractChanged}
        />
      </SimpleGrid>
      {(wallet ?? contract) && (
        <Group gap="xl" align="flex-start">
          {[wallet, contract].map((c, i) =>
            c ? (
              <Stack gap={0} key={c.id}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {i === 0 ? 'Signs from' : 'Calls'}
                </Text>
                <ContractSummary id={c.id} contract={c} link={false} />
              </Stack>
            ) : null,
          )}
        </Group>
      )}
      {mismatch && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle />}
          title="Different networks"
        >
          {`${contractLabel(mismatch.wallet, mismatch.wallet.id)} is on ${networkInfo(mismatch.wallet.chainUid).name} but ${contractLabel(mismatch.contract, mismatch.contract.id)} is on ${networkInfo(mismatch.contract.chainUid).name}. A wallet can only call contracts on its own network: choose a wallet on ${networkInfo(mismatch.contract.chainUid).name}.`}
        </Alert>
      )}
    </BuilderSection>
  );
}
