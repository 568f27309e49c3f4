import {
  Anchor,
  Code,
  Group,
  Input,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { DEFAULT_GAS_LIMIT } from '@/api/action/schemas';
import { formatCount } from '@/lib/format';
import { joinGas } from '@/lib/gas';
import type { ActionFormValues } from './action-form';
import { BuilderSection } from './BuilderSection';

const PRICE_MODES = [
  { value: 'market', label: 'Market' },
  { value: 'wei', label: 'Wei' },
  { value: 'gwei', label: 'Gwei' },
  { value: 'percent', label: '± %' },
];
const TIP_MODES = PRICE_MODES.slice(1);
const PLACEHOLDER: Record<string, string> = { wei: '250000000', gwei: '1.5', percent: '+10 or -5' };
const UNIT: Record<string, string> = { wei: 'wei', gwei: 'gwei', percent: '%' };

function GasField({ kind }: { kind: 'gasPrice' | 'gasTip' }) {
  const { control, trigger, formState } = useFormContext<ActionFormValues>();
  const modeName = kind === 'gasPrice' ? 'gasPriceMode' : 'gasTipMode';
  const mode = useController({ control, name: modeName });
  const raw = useController({ control, name: kind });
  const label = kind === 'gasPrice' ? 'Gas price' : 'Gas tip';
  const value = String(mode.field.value);
  const sent = joinGas(mode.field.value, raw.field.value);
  return (
    <Stack gap={6}>
      <Input.Label id={`${kind}-label`}>{label}</Input.Label>
      <SegmentedControl
        aria-labelledby={`${kind}-label`}
        name={modeName}
        data={kind === 'gasPrice' ? PRICE_MODES : TIP_MODES}
        value={value}
        onChange={(v) => {
          mode.field.onChange(v);
          if (formState.isSubmitted || raw.fieldState.isDirty) void trigger(kind);
        }}
        fullWidth
      />
      {value !== 'market' && (
        <TextInput
          aria-label={`${label} value`}
          ref={raw.field.ref}
          name={raw.field.name}
          value={raw.field.value}
          onChange={(e) => raw.field.onChange(e.currentTarget.value)}
          onBlur={raw.field.onBlur}
          placeholder={PLACEHOLDER[value]}
          rightSection={
            <Text size="xs" c="dimmed">
              {UNIT[value]}
            </Text>
          }
          rightSectionWidth={48}
          error={raw.fieldState.error?.message}
          description={
            kind === 'gasTip'
              ? 'Optional: leave empty for no tip'
              : value === 'percent'
                ? 'Relative to the market price: +10 pays 10% more'
                : undefined
          }
        />
      )}
      {/* What goes out, once it may: a refused value has its error instead, and an empty
          price nothing (it is required; only the tip may be empty). */}
      {!raw.fieldState.error && (sent !== '' || kind === 'gasTip') && (
        <Text size="xs" c="dimmed">
          {sent === '' ? (
            <>No tip: the service's default (an empty tip)</>
          ) : (
            <>
              Sent as <Code>{JSON.stringify(sent)}</Code>
            </>
          )}
        </Text>
      )}
    </Stack>
  );
}

/** Step 4: gasPrice and gasTip in the interface's forms, gasLimit > 0. */
export function GasSection() {
  const { control } = useFormContext<ActionFormValues>();
  const limit = useController({ control, name: 'gasLimit' });
  const gasLimit = useWatch({ control, name: 'gasLimit' });
  return (
    <BuilderSection
      id="step-gas"
      step={4}
      title="Gas"
      description="What the wallet pays to get the transaction mined."
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        <GasField kind="gasPrice" />
        <GasField kind="gasTip" />
        <Stack gap={6}>
          <TextInput
            label="Gas limit"
            ref={limit.field.ref}
            name={limit.field.name}
            value={limit.field.value}
            onChange={(e) => limit.field.onChange(e.currentTarget.value)}
            onBlur={limit.field.onBlur}
            error={limit.fieldState.error?.message}
            inputMode="numeric"
            placeholder={String(DEFAULT_GAS_LIMIT)}
            description={`Whole number above 0; empty uses the service default (${formatCount(DEFAULT_GAS_LIMIT)})`}
          />
          {gasLimit.trim() !== '' && (
            <Group>
              <Anchor
                component="button"
                type="button"
                size="xs"
                onClick={() => limit.field.onChange('')}
              >
                Use the default
              </Anchor>
            </Group>
          )}
        </Stack>
      </SimpleGrid>
    </BuilderSection>
  );
}
