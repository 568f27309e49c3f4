import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { defaultOrderOf, type ListPaging, type SortOrder } from './list-search';

export interface ChangeOptions {
  /** Replace the current history entry instead of pushing one (typing bursts). */
  replace?: boolean;
}

export interface ListState<S extends ListPaging> {
  search: S;
  /** Merges a change into the URL. Filter changes go back to the first page. */
  set: (patch: Partial<S>, opts?: ChangeOptions) => void;
  /** Sort by a field: the same field flips its order, a new one starts at its natural order. */
  sortBy: (field: S['sort']) => void;
  clear: () => void;
}

type Navigate = (opts: {
  search: (prev: Record<string, unknown>) => Record<string, unknown>;
  replace?: boolean;
}) => Promise<void>;

const PAGING = new Set(['from', 'size', 'sort', 'order']);

/**
 * Reading and changing a list's URL state. Every change pushes a history entry, so Back undoes
 * it; the inputs read the URL, so Back, Forward and Clear always show what the list shows.
 */
export function useListState<S extends ListPaging>(search: S, cleared: Partial<S>): ListState<S> {
  // One navigate for every list: the search schema of the current route validates what lands.
  const navigate = useNavigate() as unknown as Navigate;
  const set = useCallback(
    (patch: Partial<S>, opts: ChangeOptions = {}) => {
      const resetsPage = Object.keys(patch).some((k) => !PAGING.has(k)) && !('from' in patch);
      void navigate({
        search: (prev) => ({ ...prev, ...patch, ...(resetsPage ? { from: 0 } : {}) }),
        replace: opts.replace,
      });
    },
    [navigate],
  );
  const sortBy = (field: S['sort']) => {
    const order: SortOrder =
      search.sort === field
        ? search.order === 'Asc'
          ? 'Desc'
          : 'Asc'
        : defaultOrderOf(String(field));
    set({ sort: field, order, from: 0 } as Partial<S>);
  };
  return { search, set, sortBy, clear: () => set(cleared) };
}
