import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SearchBody } from '../common';
import { contractKeys } from '../contract/queries';
import type { CreateProject, UpdateProject } from './schemas';
import {
  createProject,
  deleteProject,
  getProject,
  searchProjects,
  updateProject,
} from './requests';

export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (body: SearchBody) => [...projectKeys.lists(), body] as const,
  details: () => [...projectKeys.all, 'detail'] as const,
  detail: (id: number) => [...projectKeys.details(), id] as const,
};

export const projectQueries = {
  list: (body: SearchBody) =>
    queryOptions({
      queryKey: projectKeys.list(body),
      queryFn: ({ signal }) => searchProjects(body, signal),
      placeholderData: (prev) => prev,
    }),
  detail: (id: number) =>
    queryOptions({
      queryKey: projectKeys.detail(id),
      queryFn: ({ signal }) => getProject(id, signal),
    }),
};

export function useCreateProject() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProject) => createProject(body),
    onSuccess: (project) => {
      qc.setQueryData(projectKeys.detail(project.id), project);
      return qc.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}

export function useUpdateProject(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProject) => updateProject(id, body),
    onSuccess: (project) => {
      qc.setQueryData(projectKeys.detail(id), project);
      return qc.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}

export function useDeleteProject() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteProject(id),
    onSuccess: (_res, id) => {
      qc.removeQueries({ queryKey: projectKeys.detail(id) });
      // The service removes the project's contracts with it.
      return Promise.all([
        qc.invalidateQueries({ queryKey: projectKeys.lists() }),
        qc.invalidateQueries({ queryKey: contractKeys.lists() }),
      ]);
    },
  });
}
