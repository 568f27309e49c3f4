import { z } from 'zod/mini';
import { IdSchema } from '@/api/common';
import { KNOWN_ROLES } from '@/api/rules/roles';

export const ROLE_OPTIONS = KNOWN_ROLES.map((r) => ({ value: r, label: r }));

/** An organisation picked in a Select (its value is text) as the request's id. */
export const organisationPick = z.pipe(
  z.pipe(
    z
      .string({ error: 'Choose the organisation' })
      .check(z.minLength(1, { error: 'Choose the organisation' })),
    z.transform(Number),
  ),
  IdSchema,
);
