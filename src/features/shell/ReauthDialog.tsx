import { Suspense, useSyncExternalStore } from 'react';
import { lazyStyled } from '@/lib/styles';
import { isReauthPending, subscribeReauth } from '@/lib/reauth';

// The dialog (Modal and its scroll lock) loads the first time a key is refused.
const ReauthForm = lazyStyled(() =>
  import('./ReauthForm').then((m) => ({ default: m.ReauthForm })),
);

/**
 * Shown over the page when the service refuses the key (expired or revoked): a new key is
 * checked and put in place, and whatever was waiting (a save, the page's data) goes on. Nothing
 * on the page is lost; giving up signs out.
 */
export function ReauthDialog() {
  const open = useSyncExternalStore(subscribeReauth, isReauthPending, isReauthPending);
  return open ? (
    <Suspense fallback={null}>
      <ReauthForm />
    </Suspense>
  ) : null;
}
