import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { contractQueries } from '@/api/contract/queries';
import { EventParamsView } from './EventParamsView';

const route = getRouteApi('/_app/contracts/$contractId/_tabs/events');

/** The event params of the contract's network, as a tab of the contract page. */
export function ContractEventParamsTab() {
  const { contractId } = route.useParams();
  const { data: contract } = useSuspenseQuery(contractQueries.detail(contractId));
  return <EventParamsView network={contract.chainUid} />;
}
