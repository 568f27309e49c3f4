import { z } from 'zod/mini';
import { LIMITS, nonBlankName, tooLong } from '../rules/limits';
import { IdSchema, StatusSchema, recordFields, statusField } from '../common';
import { deferred } from '../deferred';

/** Interface § Regulator organisation. */
export const OrganisationSchema = z.looseObject({
  ...recordFields,
  ...statusField,
  name: z.string(),
  parent: z.string(),
  tenantId: z.nullish(IdSchema),
  icon: z.nullish(z.string()),
  logoLight: z.nullish(z.string()),
  darkLogo: z.nullish(z.string()),
});
export type Organisation = z.infer<typeof OrganisationSchema>;

/**
 * The interface's patterns verbatim, matched against the WHOLE value as the JVM service's bean
 * validation does (`@Pattern` uses `matches()`): unanchored in JS, `\s*|…` would accept anything.
 */
const whole = (source: string) => new RegExp(`^(?:${source})$`);
export const LOGO_LIGHT_CREATE_PATTERN = whole(String.raw`^https?.*`);
export const LOGO_UPDATE_PATTERN = whole(String.raw`\s*|^https?.*`);

const parentText = () => z.string().check(z.maxLength(LIMITS.name, tooLong('parent', LIMITS.name)));

/** The fields the create and update bodies check alike, the name, parent and logos aside. */
const sharedFields = () => ({
  tenantId: z.optional(IdSchema),
  status: z.optional(StatusSchema),
  icon: z.optional(z.string().check(z.maxLength(LIMITS.url, tooLong('icon', LIMITS.url)))),
});
const darkLogo = () =>
  z.optional(
    z
      .string()
      .check(z.regex(LOGO_UPDATE_PATTERN, { error: 'darkLogo must be blank or an http(s) URL' })),
  );

/**
 * The interface requires a name on update only (a create without one answers `name: ''`); a name
 * that is sent must not be blank, as for tenant settings (spec-gaps #65, #110).
 */
export const CreateOrganisationSchema = deferred(() =>
  z.strictObject({
    name: z.optional(nonBlankName()),
    parent: z.optional(parentText()),
    ...sharedFields(),
    logoLight: z.optional(
      z
        .string()
        .check(
          z.maxLength(LIMITS.url, tooLong('logoLight', LIMITS.url)),
          z.regex(LOGO_LIGHT_CREATE_PATTERN, { error: 'logoLight must be an http(s) URL' }),
        ),
    ),
    darkLogo: darkLogo(),
  }),
);
export type CreateOrganisation = z.input<typeof CreateOrganisationSchema>;

export const UpdateOrganisationSchema = deferred(() =>
  z.strictObject({
    name: z.pipe(z.string({ error: 'name is required' }), nonBlankName()),
    parent: z.pipe(z.string({ error: 'parent is required' }), parentText()),
    ...sharedFields(),
    logoLight: z.optional(
      z
        .string()
        .check(
          z.regex(LOGO_UPDATE_PATTERN, { error: 'logoLight must be blank or an http(s) URL' }),
        ),
    ),
    darkLogo: darkLogo(),
  }),
);
export type UpdateOrganisation = z.input<typeof UpdateOrganisationSchema>;
