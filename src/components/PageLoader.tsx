import { Center, Loader } from '@mantine/core';

export function PageLoader() {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Loader size="sm" aria-label="Loading" />
    </Center>
  );
}
