import { z } from 'zod/mini';
import { StatusSchema, isHttpUrl } from '@/api/common';
import {
  CreateOrganisationSchema,
  UpdateOrganisationSchema,
  type Organisation,
} from '@/api/organisation/schemas';

/**
 * A record always carries a name, so the form refuses a blank one before the service does. The
 * icon is any string to the service (interface: `icon | string`), but the console only ever
 * loads an http(s) one, so the form asks for that, as its field's hint says ("logo.png" would be
 * saved and never shown).
 */
const nameRule = z.string().check(z.trim(), z.minLength(1, { error: 'name must not be blank' }));

/**
 * The request schemas' own rules (the interface's logo patterns): on create the light logo is
 * required and http(s); on update it may be blank; the dark logo is blank or http(s) on both.
 */
/** A request schema's fields the form edits, every one present, with a status and a named name. */
const formOf = (schema: typeof CreateOrganisationSchema | typeof UpdateOrganisationSchema) =>
  z
    .extend(
      z.required(
        z.pick(schema, { name: true, parent: true, icon: true, logoLight: true, darkLogo: true }),
      ),
      { status: StatusSchema },
    )
    .check(
      z.superRefine((v, ctx) => {
        if (!nameRule.safeParse(v.name).success)
          ctx.addIssue({ code: 'custom', path: ['name'], message: 'name must not be blank' });
        if (v.icon.trim() && !isHttpUrl(v.icon.trim()))
          ctx.addIssue({
            code: 'custom',
            path: ['icon'],
            message: 'icon must be blank or an http(s) URL',
          });
      }),
    );

export const CreateOrganisationFormSchema = formOf(CreateOrganisationSchema);
export const UpdateOrganisationFormSchema = formOf(UpdateOrganisationSchema);

export type OrganisationFormValues = z.input<typeof UpdateOrganisationFormSchema>;

export const emptyOrganisation: OrganisationFormValues = {
  name: '',
  parent: '',
  icon: '',
  logoLight: '',
  darkLogo: '',
  status: 'ACTIVE',
};

export function organisationValues(o: Organisation): OrganisationFormValues {
  return {
    name: o.name,
    parent: o.parent,
    icon: o.icon ?? '',
    logoLight: o.logoLight ?? '',
    darkLogo: o.darkLogo ?? '',
    status: o.status === 'DISABLED' ? 'DISABLED' : 'ACTIVE',
  };
}
