import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ApiError, NetworkError } from '@/api/http';
import { ButtonLink } from '@/components/links';
import { m } from '@/components/plain/mantine';
import { PlainAlert } from '@/components/plain/PlainAlert';
import { PlainButton } from '@/components/plain/PlainButton';
import { PlainTitle } from '@/components/plain/PlainTitle';
import classes from './ErrorPage.module.css';

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
    <div className={classes.page}>
      <PlainTitle order={2}>{title}</PlainTitle>
      <PlainAlert color="red" title={detail}>
        {errors.length > 0 && (
          <div className={classes.errors}>
            {errors.map((e) => (
              <code key={e} className={m.code} dir="ltr">
                {e}
              </code>
            ))}
          </div>
        )}
      </PlainAlert>
      <div className={classes.actions}>
        <PlainButton onClick={() => void router.invalidate()}>Try again</PlainButton>
        <ButtonLink to="/projects" variant="default">
          Go to projects
        </ButtonLink>
      </div>
    </div>
  );
}
