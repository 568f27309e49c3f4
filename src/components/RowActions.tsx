import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PlainIconButton } from '@/components/plain/PlainIconButton';
import classes from './RowActions.module.css';

interface RowActionsProps {
  /** The row's name, for the buttons' accessible names. */
  name: string;
  /** The edit link (a RowActionIconLink), typed by its route. */
  edit: ReactNode;
  onDelete: () => void;
}

/**
 * Edit and delete buttons of a table row. Plain buttons, not a menu: no popover machinery per
 * row, so thousands of virtualised rows scroll cheaply, and both actions are one click away.
 */
export function RowActions({ name, edit, onDelete }: RowActionsProps) {
  return (
    <div className={classes.actions}>
      {edit}
      <PlainIconButton color="red" aria-label={`Delete ${name}`} title="Delete" onClick={onDelete}>
        <IconTrash size={16} />
      </PlainIconButton>
    </div>
  );
}
