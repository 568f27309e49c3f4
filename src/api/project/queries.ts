import { endpoints } from '../endpoints';
import { resourceKeys, searchQueries, useCreate, useRemove, useUpdate } from '../resource';
import { contractKeys } from '../contract/queries';

export const projectKeys = resourceKeys('projects');
export const projectQueries = {
  ...searchQueries(projectKeys, endpoints.projectSearch, endpoints.projectGet),
  /** Every project by name, for pickers and names: a tenant has tens, not thousands. */
  picker: () => projectQueries.list({ sort: [{ field: 'name', order: 'Asc' }], size: 1000 }),
};

export const useCreateProject = () => useCreate(endpoints.projectCreate, projectKeys);
export const useUpdateProject = () => useUpdate(endpoints.projectUpdate, projectKeys);
/** The service removes the project's contracts (and what hangs on them) with it. */
export const useDeleteProject = () =>
  useRemove(endpoints.projectDelete, projectKeys, { also: [contractKeys.all, ['actions']] });
