import { Breadcrumbs, Stack, Tabs } from '@mantine/core';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Outlet, getRouteApi, useNavigate, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { contractQueries } from '@/api/contract/queries';
import { AnchorLink } from '@/components/links';
import { validateAbi, isTokenAbi } from '@/lib/abi';
import { ContractHeader } from './ContractHeader';
import { DeleteContractDialog } from './DeleteContractDialog';
import { contractTitle } from '@/lib/contract-directory';
import { usePageTitle } from '@/lib/page-title';

const route = getRouteApi('/_app/contracts/$contractId/_tabs');
type Tab = 'abi' | 'events' | 'triggers' | 'tokenomics';
const TO = {
  abi: '/contracts/$contractId',
  events: '/contracts/$contractId/events',
  triggers: '/contracts/$contractId/triggers',
  tokenomics: '/contracts/$contractId/tokenomics',
} as const;

function looksLikeToken(abi: unknown): boolean {
  const r = validateAbi(abi);
  return r.ok && isTokenAbi(r.abi);
}

/** Header of a contract and its tabs; each tab is a child route, so tabs have URLs. */
export function ContractDetailLayout() {
  const { contractId } = route.useParams();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { data: contract } = useSuspenseQuery(contractQueries.detail(contractId));
  const [deleting, setDeleting] = useState(false);
  const tab: Tab = pathname.endsWith('/events')
    ? 'events'
    : pathname.endsWith('/triggers')
      ? 'triggers'
      : pathname.endsWith('/tokenomics')
        ? 'tokenomics'
        : 'abi';
  const token =
    contract.addressType !== 'WALLET' &&
    contract.addressType !== 'ENTITY' &&
    (looksLikeToken(contract.abi) || looksLikeToken(contract.implAbi));
  const tabs: [Tab, string][] = [
    // A wallet has no ABI: its first tab is what it signs.
    [
      'abi',
      contract.addressType === 'WALLET'
        ? 'Actions it signs'
        : contract.addressType === 'ENTITY'
          ? 'About'
          : 'ABI',
    ],
    ['events', 'Event params'],
    // Triggers watch contracts; a wallet or an entity has none.
    ...((contract.addressType !== 'WALLET' && contract.addressType !== 'ENTITY') ||
    tab === 'triggers'
      ? [['triggers', 'Triggers'] as [Tab, string]]
      : []),
    ...(token || tab === 'tokenomics' ? [['tokenomics', 'Tokenomics'] as [Tab, string]] : []),
  ];

  const tabLabel = tabs.find(([t]) => t === tab)?.[1];
  // The first tab is the contract's page; another names itself after it.
  usePageTitle(
    tab === 'abi' || !tabLabel
      ? contractTitle(contract)
      : `${contractTitle(contract)} · ${tabLabel}`,
  );

  return (
    <Stack gap="md">
      <Breadcrumbs>
        <AnchorLink to="/contracts">Contracts &amp; wallets</AnchorLink>
        <span>{contractTitle(contract)}</span>
      </Breadcrumbs>
      <ContractHeader contract={contract} onDelete={() => setDeleting(true)} />
      <Tabs
        value={tab}
        onChange={(v) => {
          const next = tabs.find(([t]) => t === v)?.[0];
          if (next) void navigate({ to: TO[next], params: { contractId } });
        }}
        keepMounted={false}
      >
        <Tabs.List>
          {tabs.map(([value, label]) => (
            <Tabs.Tab key={value} value={value}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map(([value]) => (
          <Tabs.Panel key={value} value={value} pt="md">
            {value === tab && <Outlet />}
          </Tabs.Panel>
        ))}
      </Tabs>
      <DeleteContractDialog
        contract={deleting ? contract : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate({ to: '/contracts' })}
      />
    </Stack>
  );
}
