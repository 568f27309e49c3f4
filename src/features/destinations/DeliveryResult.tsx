import { Badge } from '@mantine/core';

/** A delivery's outcome as a badge: delivered in teal, failed in red, anything else plain. */
export function DeliveryStatus({ status }: { status: string }) {
  const color = status === 'DELIVERED' ? 'teal' : status === 'FAILED' ? 'red' : 'gray';
  return (
    <Badge color={color} variant="light" tt="none" miw="max-content">
      {status === 'DELIVERED' ? 'Delivered' : status === 'FAILED' ? 'Failed' : status}
    </Badge>
  );
}
