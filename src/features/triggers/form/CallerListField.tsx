import { Text } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextareaField } from '@/components/form/fields';
import { parseAddressList } from './trigger-config';
import { MONO_INPUT } from '@/components/inline-styles';
import type { TriggerFormValues } from './trigger-values';

/** BLACKLISTED_CALLERS / WHITELISTED_CALLERS: addresses pasted many at once. */
export function CallerListField() {
  const { control } = useFormContext<TriggerFormValues>();
  const [type, text] = useWatch({ control, name: ['type', 'addresses'] });
  const n = parseAddressList(text).length;
  const black = type === 'BLACKLISTED_CALLERS';
  return (
    <>
      <TextareaField
        control={control}
        name="addresses"
        label={black ? 'Blacklisted addresses' : 'Whitelisted addresses'}
        required
        description={
          black
            ? 'A call from any of these raises the alerts. Paste many at once: one per line, or separated by commas or spaces.'
            : 'A call from anyone else raises the alerts. Paste many at once: one per line, or separated by commas or spaces.'
        }
        autosize
        minRows={4}
        maxRows={14}
        styles={MONO_INPUT}
      />
      <Text size="xs" c="dimmed" aria-live="polite">
        {`${n} address${n === 1 ? '' : 'es'}`}
      </Text>
    </>
  );
}
