import { Badge } from '@mantine/core';

/** A Telegram destination whose chat has not sent /start yet: nothing reaches it until then. */
export function UnboundBadge() {
  return (
    <Badge color="orange" variant="light" tt="none" size="sm">
      Waiting for /start
    </Badge>
  );
}
