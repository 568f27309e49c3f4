import type { z } from 'zod/mini';

/** Interface § Errors: a non-2xx status with `{statusCode, message, errors[]}`. */
export class MockHttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: string[] = [],
  ) {
    super(message);
  }
  toBody() {
    return { statusCode: this.statusCode, message: this.message, errors: this.errors };
  }
}

export function notFound(kind: string, id: string | number): MockHttpError {
  return new MockHttpError(404, `${kind} ${id} not found`);
}

export function badRequest(message: string, errors: string[] = [message]): MockHttpError {
  return new MockHttpError(400, message, errors);
}

/** `params[0].value` style path of a zod issue. */
export function issuePath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else out += out ? `.${String(seg)}` : String(seg);
  }
  return out;
}

/** One `errors[]` entry per violated rule, each naming its field. */
export function validationErrors(error: z.core.$ZodError): string[] {
  return error.issues.flatMap((issue) => {
    const where = issuePath(issue.path);
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((k) => `${where ? `${where}.` : ''}${k}: unknown field`);
    }
    return [where ? `${where}: ${issue.message}` : issue.message];
  });
}

export function validationFailed(error: z.core.$ZodError, more: string[] = []): MockHttpError {
  return new MockHttpError(400, 'Validation failed', [...validationErrors(error), ...more]);
}

/**
 * A key reaches its own tenant only (real-service notes, Auth): a body's `tenantId` naming
 * another tenant is one violated rule, said beside the body's others.
 */
export function otherTenantErrors(keyTenant: number, bodyTenant: unknown): string[] {
  return typeof bodyTenant === 'number' && bodyTenant !== keyTenant
    ? ['tenantId: must be the tenant of the API key']
    : [];
}

/** 403 with the interface's error body: the key is valid but its roles do not allow the write. */
export function forbidden(reason: string): MockHttpError {
  return new MockHttpError(403, 'Forbidden', [reason]);
}
