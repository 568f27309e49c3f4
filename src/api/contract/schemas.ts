import { z } from 'zod';
import { AddressTypeSchema } from './enums';
import { IdSchema, StatusSchema, recordFields, statusField } from '../common';
import { NetworkSchema } from '../network/schemas';

/** An ABI item as the service stores it: an object; abitype validates it further in the UI. */
export const AbiItemSchema = z.record(z.string(), z.unknown());
export const AbiSchema = z.array(AbiItemSchema);
export type AbiJson = z.infer<typeof AbiSchema>;

/** Interface § Contract. */
export const ContractSchema = z.looseObject({
  ...recordFields,
  ...statusField,
  projectId: z.nullish(IdSchema),
  chainUid: NetworkSchema,
  address: z.string(),
  implementation: z.string().nullish(),
  name: z.string().nullish(),
  category: z.string().nullish(),
  tags: z.array(z.string()).nullish(),
  addressType: z.nullish(AddressTypeSchema),
  amlRequired: z.boolean().nullish(),
  icon: z.string().nullish(),
  abi: AbiSchema.nullish(),
  abiOverride: z.boolean().nullish(),
  implAbi: AbiSchema.nullish(),
  implAbiOverride: z.boolean().nullish(),
});
export type Contract = z.infer<typeof ContractSchema>;

const nonBlank = (field: string) => z.string().regex(/\S/, { error: `${field} must not be blank` });

/** Create body of the vendor's tools (real-service notes, confirmed) plus the record's fields. */
export const CreateContractSchema = z.strictObject({
  projectId: IdSchema,
  chainUid: NetworkSchema,
  address: nonBlank('address'),
  name: z.string().max(200).optional(),
  category: z.string().max(100).optional(),
  tags: z.array(z.string().min(1)).optional(),
  addressType: z._default(AddressTypeSchema, 'CONTRACT'),
  amlRequired: z.boolean().default(false),
  icon: z
    .string()
    .regex(/^$|^https?:\/\/\S+$/i, { error: 'icon must be an http(s) URL' })
    .optional(),
  abi: AbiSchema.nullable().optional(),
  implementation: z.string().nullable().optional(),
  status: z.optional(StatusSchema),
});
export type CreateContract = z.input<typeof CreateContractSchema>;

/** No defaults on update: a partial body must never reset addressType or amlRequired. */
export const UpdateContractSchema = CreateContractSchema.extend({
  addressType: AddressTypeSchema,
  amlRequired: z.boolean(),
}).partial();
export type UpdateContract = z.input<typeof UpdateContractSchema>;

/**
 * Interface § Contract fetch body. The network field's name is not shown: we send `chainUid`
 * (every other contract body's name); the mock also accepts `network` (docs/spec-gaps.md).
 */
export const ContractFetchSchema = z.strictObject({
  chainUid: z.optional(NetworkSchema),
  network: z.optional(NetworkSchema),
  address: nonBlank('address'),
  abi: AbiSchema.optional(),
  source: z.string().optional(),
});
export type ContractFetch = z.input<typeof ContractFetchSchema>;

/** Interface § Fetched contract data. */
export const FetchedContractSchema = z.looseObject({
  network: z.string().nullish(),
  contractAddress: z.string().nullish(),
  implementation: z.string().nullish(),
  abi: AbiSchema.nullish(),
  owner: z.boolean().nullish(),
});
export type FetchedContract = z.infer<typeof FetchedContractSchema>;

export { AddressTypeSchema, type AddressType } from './enums';
