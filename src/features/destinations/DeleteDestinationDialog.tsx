import { useDeleteDestination } from '@/api/destination/queries';
import type { TenantDestination } from '@/api/destination/schemas';
import { RecordDeleteDialog } from '@/components/delete/RecordDeleteDialog';
import { useDestinationUse } from '@/components/delete/use-destination-use';
import { destinationName } from '@/components/destination/destination-text';

interface Props {
  destination: TenantDestination | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Delete a contact, listing the detectors, trigger alerts and actions that stop notifying it. */
export function DeleteDestinationDialog({ destination, onClose, onDeleted }: Props) {
  return (
    <RecordDeleteDialog
      record={destination}
      kind="destination"
      name={destination ? destinationName(destination) : ''}
      cascade={useDestinationUse(destination?.id ?? null)}
      remove={useDeleteDestination()}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
