import type { ReactNode } from 'react';
import { PlainPaper } from '@/components/plain/PlainPaper';
import { PlainText } from '@/components/plain/PlainText';
import classes from './EmptyResult.module.css';

interface EmptyResultProps {
  title: string;
  description: string;
  /** The way forward: clear filters, or create the first record. */
  action?: ReactNode;
}

/** An empty list: says whether filters hide everything or nothing exists yet, and what to do. */
export function EmptyResult({ title, description, action }: EmptyResultProps) {
  return (
    <PlainPaper padded>
      <div className={classes.body}>
        <PlainText fw={600}>{title}</PlainText>
        <PlainText size="sm" dimmed className={classes.description}>
          {description}
        </PlainText>
        {action}
      </div>
    </PlainPaper>
  );
}
