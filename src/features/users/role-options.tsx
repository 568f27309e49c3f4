import { CheckIcon, Group, Text, type ComboboxItem } from '@mantine/core';
import type { FieldPath } from 'react-hook-form';
import { z } from 'zod/mini';
import { IdSchema } from '@/api/common';
import { canWrite, KNOWN_ROLES, ROLE_MEANINGS } from '@/api/rules/roles';
import { CreateInvitationSchema } from '@/api/user/schemas';
import { MultiSelectField, SelectField, type AnyControl } from '@/components/form/fields';
import { readClaims } from '@/lib/session';
import { useConnection } from '@/lib/use-connection';

/**
 * The roles a key may hand out in an invitation or a user edit: every role but `admin` unless it
 * is an admin key; `admin` stays for a user who has it already (an edit that keeps it grants
 * nothing). Here, not beside the rule in roles.ts: that module rides on the first screen.
 */
function grantableRoles(
  keyRoles: readonly string[] | null | undefined,
  kept: readonly string[],
): string[] {
  return KNOWN_ROLES.filter(
    (r) => r !== 'admin' || canWrite(keyRoles, 'grant-admin') || kept.includes(r),
  );
}

/**
 * A roles picker's options and the note under it: the roles the connected key may hand out
 * (`admin` only by an admin key, or kept by a user who has it), and which of them manage people.
 */
function useRolePicker(kept: readonly string[] = []) {
  const roles = readClaims(useConnection().apiKey)?.roles;
  const options = grantableRoles(roles, kept).map((r) => ({ value: r, label: r }));
  const note = canWrite(roles, 'grant-admin')
    ? 'admin and extractor-admin may manage organisations, users and invitations'
    : 'extractor-admin may manage organisations, users and invitations; only an admin key grants admin';
  return { options, note };
}

/** A role in a picker: its name, and what it may do under it; checked once picked. */
function RoleOption({ option, checked }: { option: ComboboxItem; checked?: boolean }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <CheckIcon size={10} style={{ marginTop: 6, flex: 'none', opacity: checked ? 1 : 0 }} />
      <div>
        <Text size="sm">{option.label}</Text>
        <Text size="xs" c="dimmed">
          {ROLE_MEANINGS[option.value]}
        </Text>
      </div>
    </Group>
  );
}

/**
 * Roles picked in a form: the service's rule (at least one, each once), in the form's words
 * (the service's reads "roles needs at least one role").
 */
export const rolesPick = z.array(z.string()).check(
  z.minLength(1, { error: 'Pick at least one role' }),
  z.refine((r) => r.length === 0 || CreateInvitationSchema.shape.roles.safeParse(r).success, {
    error: 'Pick each role once',
  }),
);

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

/**
 * A person's roles and organisation, as the invitation and the user edit both ask for them: the
 * roles the key may hand out (`kept`: what the user has already) and the tenant's organisations.
 */
export function AccessFields<T extends { roles: string[]; organisationId: string }, TT>({
  control,
  organisations,
  kept,
}: {
  control: AnyControl<T, TT>;
  organisations: { value: string; label: string }[];
  kept?: readonly string[];
}) {
  const rolePicker = useRolePicker(kept);
  return (
    <>
      <MultiSelectField
        control={control}
        name={'roles' as FieldPath<T>}
        label="Roles"
        required
        data={rolePicker.options}
        renderOption={RoleOption}
        description={rolePicker.note}
      />
      <SelectField
        control={control}
        name={'organisationId' as FieldPath<T>}
        label="Organisation"
        required
        data={organisations}
        searchable
        placeholder="Choose…"
      />
    </>
  );
}
