import { Alert, Button, Stack, Text } from '@mantine/core';
import { errorMessage } from '@/api/http';

interface LoadErrorProps {
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** What a screen shows when its data could not be loaded: why, and a retry. */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          Retry
        </Button>
      </Stack>
    </Alert>
  );
}
