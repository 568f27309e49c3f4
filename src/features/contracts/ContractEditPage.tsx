import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate, useRouterState } from '@tanstack/react-router';
import { contractQueries, useUpdateContract } from '@/api/contract/queries';
import { sectionCrumb } from '@/components/crumbs';
import { DetailHeader } from '@/components/DetailHeader';
import { AnchorLink } from '@/components/links';
import { ContractForm } from './ContractForm';
import { contractFormValues, toUpdateBody } from './contract-form';
import { contractTitle } from '@/lib/contract-directory';

const route = getRouteApi('/_app/contracts/$contractId/edit');

export function ContractEditPage() {
  const { contractId } = route.useParams();
  const navigate = useNavigate();
  const { data: contract } = useSuspenseQuery(contractQueries.detail(contractId));
  const update = useUpdateContract();
  const queryClient = useQueryClient();
  // The shell's useRouterState, not useLocation: a module of its own, a request on this screen.
  const hash = useRouterState({ select: (s) => s.location.hash });
  const initial = contractFormValues(contract);
  const toDetail = () => navigate({ to: '/contracts/$contractId', params: { contractId } });
  return (
    <Stack gap="md">
      <DetailHeader
        crumbs={[
          sectionCrumb('contracts'),
          <AnchorLink key="c1" to="/contracts/$contractId" params={{ contractId }}>
            {contractTitle(contract)}
          </AnchorLink>,
        ]}
        title={`Edit ${contract.addressType === 'WALLET' ? 'wallet' : 'contract'}`}
        record={contractTitle(contract)}
      />
      <ContractForm
        recordId={contractId}
        defaultValues={initial}
        verifiedAbi={contract.abiOverride ? null : (contract.abi ?? null)}
        focusAbi={hash === 'abi'}
        submitLabel="Save changes"
        onCancel={() => void toDetail()}
        freshness={{
          loadedAt: contract.updatedAt,
          fetchCurrent: () =>
            queryClient.fetchQuery({ ...contractQueries.detail(contractId), staleTime: 0 }),
        }}
        save={(values, fetchedAbi) =>
          update.mutateAsync({ id: contractId, body: toUpdateBody(values, initial, fetchedAbi) })
        }
        after={() => {
          notifications.show({ color: 'teal', message: 'Changes saved' });
          return toDetail();
        }}
      />
    </Stack>
  );
}
