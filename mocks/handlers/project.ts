import type { Implementations } from '../lib/implement';
import { pathId } from '../lib/implement';
import { defined, mustGet, searchOwn } from '../lib/resource';
import { db } from '../db/store';
import { badRequest, otherTenantErrors } from '../lib/errors';
import { removeContractDependants } from './cascade';

type ProjectImpl = Pick<
  Implementations,
  'projectSearch' | 'projectCreate' | 'projectGet' | 'projectUpdate' | 'projectDelete'
>;

function assertUniqueName(tenantId: number, name: string, exceptId?: number) {
  const clash = db.tables.project
    .list(tenantId)
    .some((p) => p.id !== exceptId && p.name.toLowerCase() === name.toLowerCase());
  if (clash)
    throw badRequest('Validation failed', [`name: a project named '${name}' already exists`]);
}

export const projectResolvers: ProjectImpl = {
  projectSearch: ({ auth, body }) => searchOwn(db.tables.project, auth.tenantId, body),

  projectCreate: ({ auth, body }) => {
    const foreign = otherTenantErrors(auth.tenantId, body.tenantId);
    if (foreign.length) throw badRequest('Validation failed', foreign);
    assertUniqueName(auth.tenantId, body.name);
    const now = Date.now();
    return db.tables.project.insert(auth.tenantId, {
      id: db.nextId(),
      createdAt: now,
      updatedAt: now,
      status: body.status ?? 'ACTIVE',
      tenantId: auth.tenantId,
      name: body.name,
      description: body.description ?? '',
      icon: body.icon ?? '',
      tags: body.tags ?? [],
    });
  },

  projectGet: ({ auth, params }) =>
    mustGet(db.tables.project, auth.tenantId, pathId(params, 'Project')),

  projectUpdate: ({ auth, params, body }) => {
    const current = mustGet(db.tables.project, auth.tenantId, pathId(params, 'Project'));
    if (body.name !== undefined) assertUniqueName(auth.tenantId, body.name, current.id);
    const next = { ...current, ...defined(body), updatedAt: Date.now() };
    db.tables.project.replace(auth.tenantId, next);
    return next;
  },

  projectDelete: ({ auth, params }) => {
    const id = pathId(params, 'Project');
    mustGet(db.tables.project, auth.tenantId, id);
    // Contracts live inside a project: removing it takes them, and all that hangs off them, with it.
    for (const c of db.tables.contract.list(auth.tenantId)) {
      if (c.projectId !== id) continue;
      removeContractDependants(auth.tenantId, c.id);
      db.tables.contract.remove(auth.tenantId, c.id);
    }
    for (const d of db.tables.documentation.list(auth.tenantId)) {
      if (d.projectId === id) db.tables.documentation.remove(auth.tenantId, d.id);
    }
    db.tables.project.remove(auth.tenantId, id);
    return { uid: String(id) };
  },
};
