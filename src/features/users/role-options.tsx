import { Text, type ComboboxItem } from '@mantine/core';
import { z } from 'zod/mini';
import { IdSchema } from '@/api/common';
import { KNOWN_ROLES, ROLE_MEANINGS } from '@/api/rules/roles';

export const ROLE_OPTIONS = KNOWN_ROLES.map((r) => ({ value: r, label: r }));

/** A role in a picker: its name, and what it may do under it. */
export function RoleOption({ option }: { option: ComboboxItem }) {
  return (
    <div>
      <Text size="sm">{option.label}</Text>
      <Text size="xs" c="dimmed">
        {ROLE_MEANINGS[option.value]}
      </Text>
    </div>
  );
}

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
