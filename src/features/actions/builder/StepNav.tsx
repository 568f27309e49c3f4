import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useFormState, type Control } from 'react-hook-form';
import type { CreateAction } from '@/api/action/schemas';
import { anyErrorShown } from '@/components/form/shown-errors';
import type { ActionFormValues } from './action-form';
import { useTarget } from './target';

const STEPS: { id: string; label: string; fields: (keyof ActionFormValues)[] }[] = [
  { id: 'step-basics', label: 'Name', fields: ['name', 'description', 'status'] },
  { id: 'step-target', label: 'Wallet and contract', fields: ['walletId', 'contractId'] },
  { id: 'step-function', label: 'Function and parameters', fields: ['funcSignature', 'params'] },
  { id: 'step-gas', label: 'Gas', fields: ['gasPrice', 'gasTip', 'gasLimit'] },
  { id: 'step-bindings', label: 'When it runs', fields: ['detectors', 'triggerAlerts'] },
  { id: 'step-destinations', label: 'Destinations', fields: ['destinationIds'] },
  { id: 'step-review', label: 'Review', fields: [] },
];

/**
 * The steps as links, each flagged while it shows errors (and the target while its wallet and
 * contract are on different networks, which the save refuses): every step is one click away.
 */
export function StepNav({
  control,
}: {
  control: Control<ActionFormValues, unknown, CreateAction>;
}) {
  const { errors, touchedFields, isSubmitted } = useFormState({ control });
  const { mismatch } = useTarget(control);
  return (
    <Stack gap={6} component="nav" aria-label="Builder steps">
      <Text size="xs" tt="uppercase" fw={700} c="dimmed">
        Steps
      </Text>
      {STEPS.map((s, i) => {
        const bad =
          (s.id === 'step-target' && mismatch !== null) ||
          s.fields.some((f) => anyErrorShown(f, errors[f], touchedFields[f], isSubmitted));
        return (
          <Group key={s.id} gap={6} wrap="nowrap">
            <Anchor href={`#${s.id}`} size="sm">
              {`${i + 1}. ${s.label}`}
            </Anchor>
            {bad && (
              <Badge size="xs" color="red" variant="light">
                fix
              </Badge>
            )}
          </Group>
        );
      })}
    </Stack>
  );
}
