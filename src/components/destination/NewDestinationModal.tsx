import { notifications } from '@mantine/notifications';
import { useRef } from 'react';
import { useCreateDestination } from '@/api/destination/queries';
import type { TenantDestination } from '@/api/destination/schemas';
import { FormModal } from '@/components/form/FormModal';
import { DestinationForm } from './DestinationForm';
import { emptyDestination } from './destination-form';
import { destinationName, isUnbound } from './destination-text';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The destination made: the form that asked for it chooses it. */
  onCreated: (destination: TenantDestination) => void;
}

/**
 * A new destination without leaving the form that needs it (a detector, a trigger's alert, an
 * action): the destinations page's form in a dialog. A Telegram chat is bound on its own page.
 */
export function NewDestinationModal({ opened, onClose, onCreated }: Props) {
  const create = useCreateDestination();
  const hasEdits = useRef<() => boolean>(() => false);
  return (
    <FormModal
      opened={opened}
      title="New destination"
      what="The new destination's details"
      hasEdits={() => hasEdits.current()}
      busy={create.isPending}
      onClose={onClose}
    >
      {(requestClose) => (
        <DestinationForm
          inDialog
          hasEdits={hasEdits}
          defaultValues={emptyDestination}
          submitLabel="Create destination"
          onCancel={requestClose}
          save={(body) => create.mutateAsync(body)}
          after={(d) => {
            notifications.show({
              color: 'teal',
              message: isUnbound(d)
                ? `Destination “${destinationName(d)}” created: bind its chat on the destinations page before it can notify`
                : `Destination “${destinationName(d)}” created and chosen`,
            });
            onCreated(d);
            onClose();
          }}
        />
      )}
    </FormModal>
  );
}
