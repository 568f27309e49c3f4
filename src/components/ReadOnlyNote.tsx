import { Alert } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** Says why the write controls are missing: the connected key's roles do not allow them. */
export function ReadOnlyNote({ reason }: { reason: string | undefined }) {
  if (!reason) return null;
  return (
    <Alert color="gray" variant="light" icon={<IconLock size={18} />} title="Read-only" mb="md">
      {reason.replace(/^roles:\s*/, '')}
    </Alert>
  );
}
