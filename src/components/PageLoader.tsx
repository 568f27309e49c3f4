import { Center, Loader, VisuallyHidden } from '@mantine/core';

export function PageLoader() {
  return (
    <Center py="xl" role="status">
      <Loader size="sm" />
      <VisuallyHidden>Loading…</VisuallyHidden>
    </Center>
  );
}
