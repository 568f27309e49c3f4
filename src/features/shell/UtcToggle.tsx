import { Hint } from '@/components/Hint';
import { PlainButton } from '@/components/plain/PlainButton';
import { setUtc, useUtc } from '@/lib/time-pref';
import classes from './AppLayout.module.css';

export function UtcToggle() {
  const utc = useUtc();
  return (
    <Hint
      align="end"
      label={
        utc
          ? 'Times shown in UTC — click for local time'
          : 'Times shown in local time — click for UTC'
      }
    >
      <PlainButton
        variant={utc ? 'filled' : 'default'}
        size="compact-sm"
        className={classes.utc}
        aria-pressed={utc}
        aria-label="Show times in UTC"
        onClick={() => setUtc(!utc)}
      >
        UTC
      </PlainButton>
    </Hint>
  );
}
