import { z } from 'zod/mini';
import { StatusSchema, isHttpUrl } from '@/api/common';
import { nameKey } from '@/lib/words';
import {
  CreateOrganisationSchema,
  UpdateOrganisationSchema,
  type Organisation,
} from '@/api/organisation/schemas';

/**
 * A request schema's fields the form edits, every one present, with a status: the schemas' own
 * rules (a name not blank; the interface's logo patterns: on create the light logo is required
 * and http(s), on update it may be blank; the dark logo blank or http(s) on both). Beyond them:
 * the icon is any string to the service (interface: `icon | string`), but the console only ever
 * loads an http(s) one, so the form asks for that ("logo.png" would be saved and never shown);
 * and a name no other organisation of the tenant has, in any case (the service takes two alike
 * (spec-gaps #125), which the pickers of users and scores could not tell apart).
 */
export const organisationFormSchema = (isNew: boolean, takenNames: readonly string[]) =>
  z
    .extend(
      z.required(
        z.pick(isNew ? CreateOrganisationSchema : UpdateOrganisationSchema, {
          name: true,
          parent: true,
          icon: true,
          logoLight: true,
          darkLogo: true,
        }),
      ),
      { status: StatusSchema },
    )
    .check(
      z.superRefine((v, ctx) => {
        if (takenNames.includes(nameKey(v.name)))
          ctx.addIssue({
            code: 'custom',
            path: ['name'],
            message: `An organisation named ${v.name.trim()} exists already`,
          });
        if (v.icon.trim() && !isHttpUrl(v.icon.trim()))
          ctx.addIssue({
            code: 'custom',
            path: ['icon'],
            message: 'icon must be blank or an http(s) URL',
          });
      }),
    );

export type OrganisationFormValues = z.input<ReturnType<typeof organisationFormSchema>>;

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
