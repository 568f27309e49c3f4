import { Select } from '@mantine/core';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { Contract } from '@/api/contract/schemas';
import { presetsFor } from './trigger-presets';
import type { TriggerFormValues } from './trigger-values';

/** "Start from a recommendation": fills type, rule and alerts for the chosen contract. */
export function PresetPicker({ contract }: { contract: Contract | undefined }) {
  const { getValues, reset } = useFormContext<TriggerFormValues>();
  // The one applied, for the contract it was applied on (another contract starts afresh).
  const [applied, setApplied] = useState<{ contractId: number; id: string } | null>(null);
  const value = applied && applied.contractId === contract?.id ? applied.id : null;
  const presets = contract ? presetsFor(contract) : [];
  const groups = [...new Set(presets.map((p) => p.group))].map((group) => ({
    group,
    items: presets.filter((p) => p.group === group).map((p) => ({ value: p.id, label: p.label })),
  }));
  return (
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
        if (!preset || !contract) return;
        // Kept dirty, so the leave guard still protects what the preset filled in.
        reset({ ...getValues(), ...preset.values(contract) }, { keepDefaultValues: true });
        setApplied({ contractId: contract.id, id: preset.id });
      }}
    />
  );
}
