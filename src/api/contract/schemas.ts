import { z } from 'zod/mini';
import { AddressTypeSchema } from './enums';
import { IdSchema, StatusSchema, imageUrl, recordFields, statusField } from '../common';
import { NetworkSchema } from '../network/schemas';
import { deferred } from '../deferred';

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
  implementation: z.nullish(z.string()),
  name: z.nullish(z.string()),
  category: z.nullish(z.string()),
  tags: z.nullish(z.array(z.string())),
  addressType: z.nullish(AddressTypeSchema),
  amlRequired: z.nullish(z.boolean()),
  icon: z.nullish(z.string()),
  abi: z.nullish(AbiSchema),
  abiOverride: z.nullish(z.boolean()),
  implAbi: z.nullish(AbiSchema),
  implAbiOverride: z.nullish(z.boolean()),
});
export type Contract = z.infer<typeof ContractSchema>;

const nonBlank = (field: string) =>
  z.string().check(z.regex(/\S/, { error: `${field} must not be blank` }));

/** Create body of the vendor's tools (real-service notes, confirmed) plus the record's fields. */
export const CreateContractSchema = deferred(() =>
  z.strictObject({
    projectId: IdSchema,
    chainUid: NetworkSchema,
    address: nonBlank('address'),
    name: z.optional(z.string().check(z.maxLength(200))),
    category: z.optional(z.string().check(z.maxLength(100))),
    tags: z.optional(z.array(z.string().check(z.minLength(1)))),
    addressType: z._default(AddressTypeSchema, 'CONTRACT'),
    amlRequired: z._default(z.boolean(), false),
    icon: z.optional(imageUrl('icon')),
    abi: z.optional(z.nullable(AbiSchema)),
    implementation: z.optional(z.nullable(z.string())),
    status: z.optional(StatusSchema),
  }),
);
export type CreateContract = z.input<typeof CreateContractSchema>;

/** No defaults on update: a partial body must never reset addressType or amlRequired. */
export const UpdateContractSchema = deferred(() =>
  z.partial(
    z.extend(CreateContractSchema, {
      addressType: AddressTypeSchema,
      amlRequired: z.boolean(),
    }),
  ),
);
export type UpdateContract = z.input<typeof UpdateContractSchema>;

/**
 * Interface § Contract fetch body. The network field's name is not shown: we send `chainUid`
 * (every other contract body's name); the mock also accepts `network` (docs/spec-gaps.md).
 */
export const ContractFetchSchema = deferred(() =>
  z.strictObject({
    chainUid: z.optional(NetworkSchema),
    network: z.optional(NetworkSchema),
    address: nonBlank('address'),
    abi: z.optional(AbiSchema),
    source: z.optional(z.string()),
  }),
);
export type ContractFetch = z.input<typeof ContractFetchSchema>;

/** Interface § Fetched contract data. */
export const FetchedContractSchema = z.looseObject({
  network: z.nullish(z.string()),
  contractAddress: z.nullish(z.string()),
  implementation: z.nullish(z.string()),
  abi: z.nullish(AbiSchema),
  owner: z.nullish(z.boolean()),
});
export type FetchedContract = z.infer<typeof FetchedContractSchema>;

export { AddressTypeSchema, type AddressType } from './enums';
