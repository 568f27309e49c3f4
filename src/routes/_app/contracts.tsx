import { createFileRoute } from '@tanstack/react-router';
import { ComingNext } from '@/components/ComingNext';

export const Route = createFileRoute('/_app/contracts')({
  component: () => (
    <ComingNext
      title={'Contracts & wallets'}
      summary={'Contracts and wallets on 32 networks with their ABIs.'}
      planned={[
        'Server-side search by network, address type, status, tags and text, kept in the URL',
        'Add by network + address with one-click fetch of the verified ABI',
        'ABI viewer with signatures, selectors and topics; proxy and implementation side by side',
        'Remove ABI overrides; network event parameters',
      ]}
    />
  ),
});
