/** Builds `where` clauses of the service's SQL-like language from UI filters. */
export function quote(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

export type Clause = string | null | undefined | false;

/** Joins the present clauses with AND, parenthesising each so user-typed ORs stay contained. */
export function andWhere(...clauses: Clause[]): string | undefined {
  const present = clauses.filter((c): c is string => typeof c === 'string' && c.trim() !== '');
  if (present.length === 0) return undefined;
  if (present.length === 1) return present[0];
  return present.map((c) => `(${c})`).join(' and ');
}

/** Case-insensitive substring match on any of the fields. */
export function textMatch(text: string | undefined, fields: string[]): string | undefined {
  const t = text?.trim();
  if (!t) return undefined;
  const pattern = quote(`%${t}%`);
  return fields.map((f) => `${f} like ${pattern}`).join(' or ');
}

export function equals(
  field: string,
  value: string | number | undefined | null,
): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return `${field} = ${typeof value === 'number' ? value : quote(value)}`;
}

/**
 * Records of one project's contracts (detectors and triggers name their contract, not their
 * project): nothing to filter when no project is chosen or its contracts are not known yet; a
 * project without contracts matches nothing.
 */
export function inProjectContracts(
  projectId: number | undefined,
  contractIds: readonly number[] | undefined,
): string | undefined {
  if (projectId === undefined || contractIds === undefined) return undefined;
  return contractIds.length === 0 ? 'id = 0' : `contractId in (${contractIds.join(', ')})`;
}
