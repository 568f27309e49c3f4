import { errorMessage } from '@/api/http';
import { PlainAlert } from '@/components/plain/PlainAlert';
import { PlainButton } from '@/components/plain/PlainButton';
import { PlainText } from '@/components/plain/PlainText';
import classes from './LoadError.module.css';

interface LoadErrorProps {
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** What a screen shows when its data could not be loaded: why, and a retry. */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  return (
    <PlainAlert color="red" title={title}>
      <div className={classes.body}>
        <PlainText size="sm">{errorMessage(error)}</PlainText>
        <PlainButton size="xs" variant="default" onClick={onRetry}>
          Retry
        </PlainButton>
      </div>
    </PlainAlert>
  );
}
