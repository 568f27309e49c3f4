import { useFormContext } from 'react-hook-form';
import { DestinationsField } from '@/components/form/DestinationsField';
import type { ActionFormValues } from './action-form';
import { BuilderSection } from './BuilderSection';

/** Step 6: who hears about each run. DEFAULT-tagged contacts start selected on a new action. */
export function DestinationsSection({ preselect }: { preselect: boolean }) {
  const { control } = useFormContext<ActionFormValues>();
  return (
    <BuilderSection
      id="step-destinations"
      step={6}
      title="Destinations"
      description="Contacts notified when this action runs. Those tagged DEFAULT are preselected."
    >
      <DestinationsField control={control} name="destinationIds" preselect={preselect} />
    </BuilderSection>
  );
}
