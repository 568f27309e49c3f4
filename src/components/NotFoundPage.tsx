import { useRouterState } from '@tanstack/react-router';
import { ButtonLink } from '@/components/links';
import { PlainText } from '@/components/plain/PlainText';
import { PlainTitle } from '@/components/plain/PlainTitle';
import classes from './NotFoundPage.module.css';
import { SECTIONS, type Section } from './crumbs';
import { usePageTitle } from '@/lib/page-title';

const isSection = (s: string | undefined): s is Section => s !== undefined && s in SECTIONS;

function messageOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('message' in data)) return null;
  return typeof data.message === 'string' ? data.message : null;
}

/** One not-found page: an unknown address, or a record the service does not have (404). */
export function NotFoundPage({ data }: { data?: unknown }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const first = pathname.split('/')[1];
  const section = isSection(first) ? SECTIONS[first] : null;
  const message = messageOf(data);
  usePageTitle(message ? 'Not found' : 'Page not found');
  return (
    <div className={classes.page}>
      <PlainTitle order={1}>{message ? 'Not found' : 'Page not found'}</PlainTitle>
      <PlainText dimmed>
        {message
          ? `${message}. It may have been deleted, or the link may be mistyped.`
          : 'There is nothing at this address. It may have moved, or the link may be mistyped.'}
      </PlainText>
      <ButtonLink to={section?.to ?? '/projects'} className={classes.action}>
        {section ? `Back to ${section.label.toLowerCase()}` : 'Go to projects'}
      </ButtonLink>
    </div>
  );
}
