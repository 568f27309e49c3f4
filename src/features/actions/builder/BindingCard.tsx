import {
  ActionIcon,
  Group,
  Paper,
  Stack,
  Switch,
  Text,
  Tooltip,
  type ComboboxItem,
  type ComboboxItemGroup,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useController, useFormContext } from 'react-hook-form';
import type { ActionFormValues } from './action-form';
import { IdSelect } from './IdSelect';
import { ScriptField } from './ScriptField';
import { ScriptParamsEditor } from './ScriptParamsEditor';
import { SEVERITY_PRESETS } from '@/lib/severity';
import type { Network } from '@/api/network/schemas';
import { networkInfo } from '@/api/rules/networks';
import { AnchorLink } from '@/components/links';
import { TEXT_LINK } from '@/components/inline-styles';

/** The levels as the filter reads them: "Info 0, Low 0.15, …" (Auto is no alert's level). */
const SEVERITY_NUMBERS = SEVERITY_PRESETS.filter((p) => p.label !== 'Auto')
  .map((p) => `${p.label} ${p.value}`)
  .join(', ');

interface Props {
  kind: 'detectors' | 'triggerAlerts';
  index: number;
  options: ComboboxItem[] | ComboboxItemGroup<ComboboxItem>[];
  loading: boolean;
  /** The action's contract's network: its page says what an event carries (e's fields). */
  network: Network | undefined;
  onRemove: () => void;
}

/** One binding: what fires the action, the filter that decides, the scripts for its params. */
export function BindingCard({ kind, index, options, loading, network, onRemove }: Props) {
  const { control } = useFormContext<ActionFormValues>();
  const noun = kind === 'detectors' ? 'detector' : 'trigger alert';
  const what = `${noun} binding ${index + 1}`;
  const runAlways = useController({ control, name: `${kind}.${index}.runAlways` });
  return (
    <Paper withBorder p="md" radius="md" aria-label={what} component="fieldset">
      <Stack gap="sm">
        <Group align="flex-end" wrap="nowrap">
          <IdSelect
            name={
              kind === 'detectors'
                ? `detectors.${index}.detectorId`
                : `triggerAlerts.${index}.triggerAlertId`
            }
            label={
              kind === 'detectors'
                ? `Detector (binding ${index + 1})`
                : `Trigger alert (binding ${index + 1})`
            }
            placeholder={loading ? 'Loading…' : `Choose a ${noun}`}
            data={options}
            searchable
            required
            nothingFoundMessage={`No ${noun} matches`}
            flex={1}
          />
          <Tooltip label={`Remove ${what}`}>
            <ActionIcon
              variant="subtle"
              color="red"
              size={36}
              aria-label={`Remove ${what}`}
              onClick={onRemove}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Switch
          label="Run always (no filter)"
          description={
            runAlways.field.value
              ? 'Every alert runs the action: no filter is sent'
              : 'The filter script below decides, alert by alert'
          }
          checked={runAlways.field.value}
          onChange={(e) => runAlways.field.onChange(e.currentTarget.checked)}
        />
        {runAlways.field.value ? (
          <Text size="sm" c="dimmed">
            Every time this {noun} fires, the action runs.
          </Text>
        ) : (
          <ScriptField
            name={`${kind}.${index}.scriptFilter`}
            label={`Filter script of ${what}`}
            visibleLabel="Filter (Groovy)"
            hint={
              <>
                {`Return true to run the action. e is the alert (e.severity, a number: ${SEVERITY_NUMBERS}; e.getTxHash(), e.getMeta()…), a the context. Ctrl+Space completes.`}
                {network && (
                  <>
                    {' '}
                    <AnchorLink
                      to="/networks/$network"
                      params={{ network }}
                      target="_blank"
                      size="xs"
                      style={TEXT_LINK}
                    >
                      {`What ${networkInfo(network).name}'s events carry (opens a new tab)`}
                    </AnchorLink>
                  </>
                )}
              </>
            }
            placeholder="// for example: e.severity >= 0.5"
          />
        )}
        <ScriptParamsEditor kind={kind} index={index} what={what} />
      </Stack>
    </Paper>
  );
}
