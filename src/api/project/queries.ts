import { projectEndpoints } from './endpoints';
import { resourceKeys, searchQueries, useCreate, useRemove, useUpdate } from '../resource';

export const projectKeys = resourceKeys('projects');
export const projectQueries = {
  ...searchQueries(projectKeys, projectEndpoints.projectSearch, projectEndpoints.projectGet),
  /** Every project by name, for pickers and names: a tenant has tens, not thousands. */
  picker: () => projectQueries.list({ sort: [{ field: 'name', order: 'Asc' }], size: 1000 }),
};

export const useCreateProject = () => useCreate(projectEndpoints.projectCreate, projectKeys);
export const useUpdateProject = () => useUpdate(projectEndpoints.projectUpdate, projectKeys);
/**
 * The service removes the project's contracts (and what hangs on them) with it. Roots by name,
 * like the other cascades: the first screen does not load the contracts' queries.
 */
export const useDeleteProject = () =>
  useRemove(projectEndpoints.projectDelete, projectKeys, {
    also: [['contracts'], ['actions'], ['detectors'], ['triggers'], ['tokenomics']],
  });
