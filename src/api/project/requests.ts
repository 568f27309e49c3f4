import type { SearchBody } from '../common';
import { callEndpoint } from '../endpoint';
import { endpoints } from '../endpoints';
import type { CreateProject, UpdateProject } from './schemas';

export const searchProjects = (body: SearchBody, signal?: AbortSignal) =>
  callEndpoint(endpoints.projectSearch, { body, signal });
export const getProject = (id: number, signal?: AbortSignal) =>
  callEndpoint(endpoints.projectGet, { params: { id }, signal });
export const createProject = (body: CreateProject) =>
  callEndpoint(endpoints.projectCreate, { body });
export const updateProject = (id: number, body: UpdateProject) =>
  callEndpoint(endpoints.projectUpdate, { params: { id }, body });
export const deleteProject = (id: number) =>
  callEndpoint(endpoints.projectDelete, { params: { id } });
