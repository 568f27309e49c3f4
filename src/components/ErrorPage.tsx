import { Alert, Button, Code, Group, Stack, Title } from '@mantine/core';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ApiError, NetworkError } from '@/api/http';
import { ButtonLink } from '@/components/links';

function describe(error: unknown): { title: string; detail: string } {
  if (error instanceof ApiError) {
    if (error.isMissing) return { title: 'Not found', detail: error.message };
    return { title: `The service answered ${error.statusCode}`, detail: error.message };
  }
  if (error instanceof NetworkError) return { title: 'Service unreachable', detail: error.message };
  if (error instanceof Error) return { title: 'Something went wrong', detail: error.message };
  return { title: 'Something went wrong', detail: 'An unexpected error occurred.' };
}

/** Route-level error page: says what happened and offers a retry that refetches. */
export function ErrorPage({ error }: ErrorComponentProps) {
  const router = useRouter();
  const { reset } = useQueryErrorResetBoundary();
  useEffect(() => reset(), [reset]);
  const { title, detail } = describe(error);
  const errors = error instanceof ApiError ? error.errors : [];
  return (
    <Stack maw={640} py="md">
      <Title order={2}>{title}</Title>
      <Alert color="red" variant="light" title={detail}>
        {errors.length > 0 && (
          <Stack gap={4}>
            {errors.map((e) => (
              <Code key={e}>{e}</Code>
            ))}
          </Stack>
        )}
      </Alert>
      <Group>
        <Button onClick={() => void router.invalidate()}>Try again</Button>
        <ButtonLink to="/projects" variant="default">
          Go to projects
        </ButtonLink>
      </Group>
    </Stack>
  );
}
