import { Breadcrumbs, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { contractQueries, useUpdateContract } from '@/api/contract/queries';
import { AnchorLink } from '@/components/links';
import { ContractForm } from './ContractForm';
import { contractFormValues, toUpdateBody } from './contract-form';
import { contractTitle } from './ContractsTable';

const route = getRouteApi('/_app/contracts/$contractId/edit');

export function ContractEditPage() {
  const { contractId } = route.useParams();
  const navigate = useNavigate();
  const { data: contract } = useSuspenseQuery(contractQueries.detail(contractId));
  const update = useUpdateContract();
  const initial = contractFormValues(contract);
  const toDetail = () => navigate({ to: '/contracts/$contractId', params: { contractId } });
  return (
    <Stack gap="md">
      <Breadcrumbs>
        <AnchorLink to="/contracts">Contracts &amp; wallets</AnchorLink>
        <AnchorLink to="/contracts/$contractId" params={{ contractId }}>
          {contractTitle(contract)}
        </AnchorLink>
        <span>Edit</span>
      </Breadcrumbs>
      <Title order={1}>Edit {contract.addressType === 'WALLET' ? 'wallet' : 'contract'}</Title>
      <ContractForm
        defaultValues={initial}
        submitLabel="Save changes"
        onCancel={() => void toDetail()}
        onSubmit={async (values, fetchedAbi, allowLeave) => {
          const body = toUpdateBody(values, initial, fetchedAbi);
          if (!body) return;
          await update.mutateAsync({ id: contractId, body });
          notifications.show({ color: 'teal', message: 'Changes saved' });
          allowLeave();
          await toDetail();
        }}
      />
    </Stack>
  );
}
