import { Button } from '@mantine/core';
import { Hint } from '@/components/Hint';
import { setUtc, useUtc } from '@/lib/time-pref';

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
      <Button
        variant={utc ? 'filled' : 'default'}
        size="compact-sm"
        h={34}
        aria-pressed={utc}
        aria-label="Show times in UTC"
        onClick={() => setUtc(!utc)}
      >
        UTC
      </Button>
    </Hint>
  );
}
