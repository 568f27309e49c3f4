import { Stack, Text, Title } from '@mantine/core';

import { ButtonLink } from '@/components/links';

export function NotFoundPage() {
  return (
    <Stack maw={560} py="xl">
      <Title order={2}>Page not found</Title>
      <Text c="dimmed">
        There is nothing at this address. It may have moved, or the link may be mistyped.
      </Text>
      <ButtonLink to="/projects" w="fit-content">
        Go to projects
      </ButtonLink>
    </Stack>
  );
}
