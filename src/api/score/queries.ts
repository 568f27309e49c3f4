import type { AlertSearch } from '../alert/schemas';
import { endpoints } from '../endpoints';
import { readQuery, resourceKeys, useWrite } from '../resource';

export const scoreKeys = resourceKeys('scores');
export const scoreQueries = {
  list: readQuery(endpoints.scoreSearch, scoreKeys.list, (body: AlertSearch) => ({ body })),
};

/** Marks a score record viewed (or not); `query.refresh` decides when search sees it. */
export const useUpdateScore = () => useWrite(endpoints.scoreUpdate, scoreKeys);
