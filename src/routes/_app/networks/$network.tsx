import { createFileRoute, notFound } from '@tanstack/react-router';
import { networkQueries } from '@/api/network/queries';
import { NetworkSchema } from '@/api/network/schemas';
import { NetworkDetailPage } from '@/features/networks/NetworkDetailPage';

export const Route = createFileRoute('/_app/networks/$network')({
  params: {
    parse: ({ network }) => {
      const parsed = NetworkSchema.safeParse(network);
      if (!parsed.success) throw notFound();
      return { network: parsed.data };
    },
    stringify: ({ network }) => ({ network }),
  },
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(networkQueries.eventParams(params.network));
  },
  component: NetworkDetailPage,
});
