import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useCreateContract } from '@/api/contract/queries';
import { sectionCrumb } from '@/components/crumbs';
import { DetailHeader } from '@/components/DetailHeader';
import { ADDRESS_TYPE_LABELS } from '@/lib/contract-directory';
import { ContractForm } from './ContractForm';
import { emptyContract, toCreateBody } from './contract-form';

const route = getRouteApi('/_app/contracts/new');

export function ContractCreatePage() {
  const { projectId } = route.useSearch();
  const navigate = useNavigate();
  const create = useCreateContract();
  return (
    <Stack gap="md">
      <DetailHeader
        crumbs={[sectionCrumb('contracts')]}
        title={'Add a contract or wallet'}
        subtitle="Network and address are enough: a fetch brings its verified ABI and implementation. A name makes it easy to find."
      />
      <ContractForm
        defaultValues={emptyContract(projectId)}
        submitLabel={(type) => `Add ${ADDRESS_TYPE_LABELS[type].toLowerCase()}`}
        onCancel={() => void navigate({ to: '/contracts', search: projectId ? { projectId } : {} })}
        save={(values, fetchedAbi) => create.mutateAsync(toCreateBody(values, fetchedAbi))}
        after={(contract) => {
          notifications.show({
            color: 'teal',
            message: `“${contract.name || contract.address}” added`,
          });
          return navigate({ to: '/contracts/$contractId', params: { contractId: contract.id } });
        }}
      />
    </Stack>
  );
}
