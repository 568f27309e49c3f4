import { z } from 'zod/mini';
import { CreateDetectorSchema } from '@/api/detector/schemas';
import { validateConfig } from '@/api/rules/detector-config';
import { configOf, secretKeys, type ConfigField, type FormConfig } from './config-form';
import { issueOf } from './config-messages';

export interface DetectorFormValues {
  name: string;
  tags: string[];
  status: 'ACTIVE' | 'DISABLED';
  destinationIds: number[];
  config: FormConfig;
}

/** What the form saves: the create body without `contractId`/`schemaId` (the page adds them). */
export interface DetectorFormBody {
  name: string;
  tags: string[];
  status: 'ACTIVE' | 'DISABLED';
  destinations: { tenantDestinationId: number }[];
  config: FormConfig;
}

/**
 * The form's schema for one detector schema: the create body's rules for the base fields, and
 * the config checked by the same validator the mock answers 400 with. On edit a blank secret
 * keeps the stored value, so "required" does not apply to it.
 */
export function detectorFormSchema(
  jsonSchema: unknown,
  fields: readonly ConfigField[],
  editing: boolean,
) {
  const secrets = new Set(editing ? secretKeys(fields) : []);
  return z.pipe(
    z
      .object({
        name: CreateDetectorSchema.shape.name,
        tags: z.array(z.string()),
        status: z.enum(['ACTIVE', 'DISABLED']),
        destinationIds: z.array(z.number()),
        config: z.record(z.string(), z.unknown()),
      })
      .check(
        z.superRefine((v, ctx) => {
          const config = configOf(fields, v.config);
          for (const error of validateConfig(jsonSchema, config).errors) {
            const { path, message } = issueOf(error);
            const key = path[1];
            if (typeof key === 'string' && secrets.has(key) && config[key] === undefined) continue;
            ctx.addIssue({ code: 'custom', path, message });
          }
        }),
      ),
    z.transform((v): DetectorFormBody => ({
      name: v.name,
      tags: v.tags,
      status: v.status,
      destinations: v.destinationIds.map((tenantDestinationId) => ({ tenantDestinationId })),
      config: configOf(fields, v.config),
    })),
  );
}
