import {
  keepPreviousData,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { EmptyResult } from '@/components/EmptyResult';
import { LoadError } from '@/components/LoadError';
import { PlainButton } from '@/components/plain/PlainButton';
import { PlainPaper } from '@/components/plain/PlainPaper';
import { PlainText } from '@/components/plain/PlainText';
import { PlainTitle } from '@/components/plain/PlainTitle';
import classes from './ListScreen.module.css';
import type { BulkAction } from './bulk';

import type { Column } from './column';
import { CsvExportButton } from './CsvExportButton';
import type { Page } from './csv';
import { DataTable } from './DataTable';
import type { ListPaging } from './list-search';
import { Pager } from './Pager';
import { Selection } from './Selection';
import { SortControl } from './SortControl';
import type { ListState } from './use-list-state';
import { WhereFilter, whereProblem } from './WhereFilter';
import { usePageTitle } from '@/lib/page-title';

type PageBody = { from?: number; size?: number };

type Row<D extends Page<unknown>> = D['data'][number];

export interface ListScreenProps<
  D extends Page<unknown>,
  K extends string | number,
  S extends ListPaging,
  B extends PageBody,
> {
  title: string;
  description: ReactNode;
  /** The header's create button. */
  create?: ReactNode;
  state: ListState<S>;
  def: { isFiltered: (s: S) => boolean; sortFields: readonly S['sort'][]; hasWhere: boolean };
  sortLabels: Record<S['sort'], string>;
  /** The list's query options for a body, and the body of the current URL state. */
  listQuery: (body: B) => UseQueryOptions<D, Error, D, QueryKey>;
  body: B;
  /** Filter inputs of the toolbar, each bound to `state`. */
  filters: ReactNode;
  whereExample?: string;
  columns: Column<Row<D>>[];
  rowKey: (row: Row<D>) => K;
  rowName: (row: Row<D>) => string;
  /** The table's accessible name (default: the title). */
  caption?: string;
  /** Plural noun of the records: "projects". */
  noun: string;
  /** Nothing exists yet: what to say and the way forward. */
  empty: { description: string; action?: ReactNode };
  /** CSV export of the filtered result under this name (omit for no export). */
  exportName?: string;
  bulk?: readonly BulkAction<Row<D>>[];
  /** Between the toolbar and the table (severity chips, charts). */
  above?: ReactNode;
  /** A filter input already shows why the service refused the list: no load-error panel. */
  inputError?: string;
}

/**
 * A whole list screen: header, toolbar (filters, sort, advanced filter, export), selection bar,
 * loading skeleton, error with retry, the two empty states, the table and the pager. A list
 * is a search description, a column list and a short page on top of this.
 */
export function ListScreen<
  D extends Page<unknown>,
  K extends string | number,
  S extends ListPaging,
  B extends PageBody,
>(p: ListScreenProps<D, K, S, B>) {
  const { state, body } = p;
  const { search } = state;
  const queryClient = useQueryClient();
  usePageTitle(p.title);
  const query = useQuery({ ...p.listQuery(body), placeholderData: keepPreviousData });
  const bodyKey = JSON.stringify(body);
  const [selection, setSelection] = useState<{ key: string; ids: Set<K> }>({
    key: bodyKey,
    ids: new Set(),
  });
  // A selection belongs to the result it was made in: a new filter, sort or page drops it.
  const selected = selection.key === bodyKey ? selection.ids : new Set<K>();
  const setSelected = (ids: Set<K>) => setSelection({ key: bodyKey, ids });

  const rows: Row<D>[] = query.data?.data ?? [];
  const filtered = p.def.isFiltered(search);
  const whereError = whereProblem(query.error, search.where);
  const shownInInput = whereError ?? p.inputError;
  // The filter's own error says why the service refused the list: the list just says it is empty.
  const refused = query.isError && !query.data && Boolean(shownInInput);
  const byKey = new Map(rows.map((r) => [p.rowKey(r), r]));
  const selectedRows = [...selected].flatMap((k) => byKey.get(k) ?? []);
  const fetchPage = (from: number, size: number) =>
    queryClient.fetchQuery(p.listQuery({ ...body, from, size }));

  return (
    <div className={classes.screen}>
      <div className={classes.header}>
        <div>
          <PlainTitle order={1}>{p.title}</PlainTitle>
          <PlainText dimmed size="sm">
            {p.description}
          </PlainText>
        </div>
        {p.create}
      </div>
      <div className={classes.toolbar}>
        {p.filters}
        <SortControl
          fields={p.def.sortFields}
          labels={p.sortLabels}
          sort={search.sort}
          order={search.order}
          onChange={(patch) => state.set(patch as Partial<S>)}
        />
        {p.exportName && (
          <CsvExportButton
            resource={p.exportName}
            columns={p.columns}
            rowId={p.rowKey}
            fetchPage={fetchPage}
            total={query.data?.total ?? rows.length}
          />
        )}
        {p.def.hasWhere && (
          <WhereFilter
            value={search.where}
            onChange={(where) => state.set({ where } as Partial<S>)}
            error={whereError}
            example={p.whereExample ?? "status = ACTIVE and tags in ('defi', 'nft')"}
          />
        )}
      </div>

      {p.above}

      {p.bulk && (
        <Selection
          rows={selectedRows}
          name={p.rowName}
          actions={p.bulk}
          onClear={() => setSelected(new Set())}
        />
      )}

      {query.isError && !query.data && !refused && (
        <LoadError
          title={`${p.title} could not be loaded`}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      )}

      {query.isSuccess && rows.length === 0 && search.from > 0 && (query.data.total ?? 0) > 0 ? (
        <EmptyResult
          title="Nothing on this page"
          description={`The list has ${query.data.total ?? 0} ${p.noun}; this page starts after them.`}
          action={
            <PlainButton variant="default" onClick={() => state.set({ from: 0 } as Partial<S>)}>
              Go to the first page
            </PlainButton>
          }
        />
      ) : (query.isSuccess && rows.length === 0) || refused ? (
        <EmptyResult
          title={
            refused
              ? `No ${p.noun} shown`
              : filtered
                ? `No ${p.noun} match these filters`
                : `No ${p.noun} yet`
          }
          description={
            refused
              ? 'Correct the filter above or clear the filters.'
              : filtered
                ? 'Try a broader search or clear the filters.'
                : p.empty.description
          }
          action={
            filtered || refused ? (
              <PlainButton variant="default" onClick={state.clear}>
                Clear filters
              </PlainButton>
            ) : (
              p.empty.action
            )
          }
        />
      ) : (
        !(query.isError && !query.data) && (
          <PlainPaper>
            <DataTable
              rows={rows}
              columns={p.columns}
              rowKey={p.rowKey}
              caption={p.caption ?? p.title}
              loading={query.isPending}
              sort={{
                field: search.sort,
                order: search.order,
                onSort: (f) => state.sortBy(f),
                fields: p.def.sortFields,
              }}
              selection={
                p.bulk
                  ? {
                      selected,
                      onChange: setSelected,
                      label: (k) => {
                        const row = byKey.get(k);
                        return row ? p.rowName(row) : String(k);
                      },
                    }
                  : undefined
              }
            />
          </PlainPaper>
        )
      )}

      {query.data && (
        <Pager
          from={search.from}
          size={search.size}
          total={query.data.total}
          shown={rows.length}
          onChange={(paging) => state.set(paging as Partial<S>)}
        />
      )}
    </div>
  );
}
