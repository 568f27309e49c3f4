import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** The record page's delete button; the dialog it opens says what goes with the record. */
export function DeleteButton({ onClick }: { onClick: () => void }) {
  return (
    <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={onClick}>
      Delete
    </Button>
  );
}
