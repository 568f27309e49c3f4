import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { contractQueries } from '@/api/contract/queries';
import { TokenomicsPanel } from './TokenomicsPanel';

const route = getRouteApi('/_app/contracts/$contractId/_tabs/tokenomics');

export function ContractTokenomicsTab() {
  const { contractId } = route.useParams();
  const { data: c } = useSuspenseQuery(contractQueries.detail(contractId));
  return <TokenomicsPanel contractId={c.id} network={c.chainUid} tokenName={c.name || c.address} />;
}
