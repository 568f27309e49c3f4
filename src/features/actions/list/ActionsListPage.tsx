import { Alert, Anchor, Group } from '@mantine/core';
import { useReducer, useState } from 'react';
import { IconHistory, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { actionQueries, useUpdateAction } from '@/api/action/queries';
import type { Action } from '@/api/action/schemas';
import { contractQueries } from '@/api/contract/queries';
import { AnchorLink, ButtonLink } from '@/components/links';
import { ListScreen } from '@/components/list/ListScreen';
import { SearchFilter } from '@/components/list/SearchFilter';
import { StatusFilter } from '@/components/list/StatusFilter';
import { ContractFilter } from '@/components/list/pickers';
import { statusBulkActions } from '@/components/list/status-bulk';
import { statusToggle } from '@/components/list/status-toggle';
import { useListState } from '@/components/list/use-list-state';
import { ALL_CONTRACTS, isCallable, isWallet } from '@/lib/contract-directory';
import { actionColumns } from './action-columns';
import { actionList, actionSearchBody } from './action-list-search';
import { draftSummary, forgetDraft, useDraftKey } from '../builder/draft-key';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { formatRelative } from '@/lib/format';
import { ALERT_LINK } from '@/components/inline-styles';

const route = getRouteApi('/_app/actions/');

export function ActionsListPage() {
  const state = useListState(route.useSearch(), actionList.cleared);
  const { search, set } = state;
  const directory = useQuery(contractQueries.list(ALL_CONTRACTS));
  const all = directory.data?.data ?? [];
  const byId = new Map(all.map((c) => [c.id, c]));
  const contracts = all.filter(isCallable);
  const wallets = all.filter(isWallet);
  const update = useUpdateAction();
  const setStatus = (a: Action, status: 'ACTIVE' | 'DISABLED') =>
    update.mutateAsync({ id: a.id, body: { status } });
  const toggle = statusToggle(setStatus, { on: 'resumed', off: 'paused' });
  // A new action left half-built is kept (the builder's draft): the list says so.
  const key = useDraftKey();
  const [discarding, setDiscarding] = useState(false);
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const draft = draftSummary(key);
  return (
    <ListScreen
      title="Actions"
      description="Contract calls a wallet sends when a detector or trigger alert fires."
      create={
        <Group gap="sm">
          <ButtonLink
            to="/actions/executions"
            variant="default"
            leftSection={<IconHistory size={16} />}
          >
            Executions
          </ButtonLink>
          <ButtonLink to="/actions/new" leftSection={<IconPlus size={16} />}>
            New action
          </ButtonLink>
        </Group>
      }
      state={state}
      def={actionList}
      sortLabels={{ name: 'Name', updatedAt: 'Last updated', createdAt: 'Created', id: 'ID' }}
      listQuery={actionQueries.list}
      body={actionSearchBody(search)}
      whereExample="gasPrice = 'market' and status = ACTIVE"
      above={
        draft && (
          // No icon: the builder's (a floppy) would be a file of its own here.
          <Alert color="blue" variant="light" title="A new action is not created yet">
            {`“${draft.name || 'Untitled'}”, last edited ${formatRelative(draft.savedAt)}, is kept as a draft. `}
            <AnchorLink to="/actions/new" fw={600} style={ALERT_LINK}>
              Continue it
            </AnchorLink>
            {' or '}
            <Anchor
              component="button"
              type="button"
              fw={600}
              style={ALERT_LINK}
              onClick={() => setDiscarding(true)}
            >
              discard it
            </Anchor>
            .
            <ConfirmDialog
              opened={discarding}
              title="Discard this draft?"
              confirmLabel="Discard draft"
              onClose={() => setDiscarding(false)}
              onConfirm={() => {
                forgetDraft(key);
                setDiscarding(false);
                redraw();
              }}
            >
              {`“${draft.name || 'Untitled'}” is deleted from this device; New action starts empty.`}
            </ConfirmDialog>
          </Alert>
        )
      }
      filters={
        <>
          <SearchFilter
            value={search.q}
            onChange={(q, opts) => set({ q }, opts)}
            placeholder="Name, description or function"
            w={230}
          />
          <ContractFilter
            label="Contract"
            placeholder="Any contract"
            options={contracts}
            value={search.contractId}
            onChange={(contractId) => set({ contractId })}
          />
          <ContractFilter
            label="Wallet"
            placeholder="Any wallet"
            options={wallets}
            value={search.walletId}
            onChange={(walletId) => set({ walletId })}
          />
          <StatusFilter value={search.status} onChange={(status) => set({ status })} />
        </>
      }
      columns={actionColumns(byId, toggle)}
      rowKey={(a) => a.id}
      rowName={(a) => a.name}
      noun="actions"
      empty={{
        description:
          'Build the first action: a contract call your wallet sends when an alert fires.',
        action: <ButtonLink to="/actions/new">New action</ButtonLink>,
      }}
      exportName="actions"
      bulk={statusBulkActions(setStatus)}
    />
  );
}
