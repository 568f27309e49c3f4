import { createFileRoute } from '@tanstack/react-router';
import { ComingNext } from '@/components/ComingNext';

export const Route = createFileRoute('/_app/users')({
  component: () => (
    <ComingNext
      title={'Users'}
      summary={'People of your tenant and their two-factor setup.'}
      planned={[
        'Search users by name, e-mail and role',
        'OTP setup with a QR code for authenticator apps',
      ]}
    />
  ),
});
