import { Select } from '@mantine/core';
import { useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Contract } from '@/api/contract/schemas';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { presetsFor, type TriggerPreset } from './trigger-presets';
import type { TriggerFormValues } from './trigger-values';

/**
 * "Start from a recommendation": fills type, rule and alerts for the chosen contract. It shows
 * the one applied while the rule is still of its type; over edits it asks first.
 */
export function PresetPicker({ contract }: { contract: Contract | undefined }) {
  const { control, getValues, reset, formState } = useFormContext<TriggerFormValues>();
  const type = useWatch({ control, name: 'type' });
  const presets = contract ? presetsFor(contract) : [];
  const groups = [...new Set(presets.map((p) => p.group))].map((group) => ({
    group,
    items: presets.filter((p) => p.group === group).map((p) => ({ value: p.id, label: p.label })),
  }));
  // The one applied, for the contract and type it set (another contract or type starts afresh).
  const [applied, setApplied] = useState<{ contractId: number; id: string; type: string } | null>(
    null,
  );
  const [asking, setAsking] = useState<TriggerPreset | null>(null);
  // The form as the last recommendation left it: another one asks only over edits since.
  const filled = useRef<string | null>(null);
  const value =
    applied && applied.contractId === contract?.id && applied.type === type ? applied.id : null;
  const apply = (preset: TriggerPreset) => {
    if (!contract) return;
    const values = preset.values(contract);
    // Kept dirty, so the leave guard still protects what the preset filled in.
    reset({ ...getValues(), ...values }, { keepDefaultValues: true });
    setApplied({ contractId: contract.id, id: preset.id, type: getValues('type') });
    filled.current = JSON.stringify(getValues());
  };
  return (
    <>
      <Select
        label="Start from a recommendation"
        description={
          value
            ? 'Filled in from this recommendation: adjust it below, or choose another'
            : 'Recommended rules for this kind of contract: they fill the type, rule and alerts, and you adjust them'
        }
        placeholder={contract ? 'Choose a recommendation (optional)' : 'Choose a contract first'}
        data={groups}
        value={value}
        allowDeselect={false}
        disabled={!contract}
        onChange={(id) => {
          const preset = presets.find((p) => p.id === id);
          if (!preset) return;
          const edited =
            filled.current === null
              ? formState.isDirty
              : JSON.stringify(getValues()) !== filled.current;
          if (edited) setAsking(preset);
          else apply(preset);
        }}
      />
      <ConfirmDialog
        opened={asking !== null}
        title="Replace the rule and alerts?"
        confirmLabel={`Use “${asking?.label ?? ''}”`}
        onConfirm={() => {
          if (asking) apply(asking);
          setAsking(null);
        }}
        onClose={() => setAsking(null)}
      >
        {`“${asking?.label ?? ''}” fills in the type, the rule and the alerts again: what you typed or chose there is replaced. The contract, name and status stay.`}
      </ConfirmDialog>
    </>
  );
}
