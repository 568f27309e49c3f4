import { z } from 'zod/mini';
import { StatusSchema } from '@/api/common';
import {
  AbiSchema,
  AddressTypeSchema,
  CreateContractSchema,
  type AbiJson,
  type Contract,
  type CreateContract,
  type UpdateContract,
} from '@/api/contract/schemas';
import { NetworkSchema } from '@/api/network/schemas';
import { formatAbiProblems, parseAbiText } from '@/lib/abi';
import { addressProblem } from '@/api/rules/address';
import { networkHasAbis, networkInfo } from '@/api/rules/networks';

const base = CreateContractSchema.shape;

/**
 * The add/edit form: the request schema's rules, plus the address format of the chosen network
 * and the ABI validated item by item (abitype) with the exact place of a problem.
 */
export const ContractFormSchema = z.pipe(
  z
    .object({
      projectId: z.nullable(z.string()).check(
        z.refine((v) => v !== null && /^\d+$/.test(v), {
          error: 'Choose a project',
        }),
      ),
      chainUid: z
        .nullable(NetworkSchema)
        .check(z.refine((v) => v !== null, { error: 'Choose a network' })),
      // Said with the network's and project's refusals: the checks below wait for those two.
      address: z
        .string()
        .check(z.refine((v) => v.trim() !== '', { error: 'an address is required' })),
      name: base.name.def.innerType,
      category: base.category.def.innerType,
      tags: z.array(
        z.string().check(z.trim(), z.minLength(1, { error: 'a tag must not be empty' })),
      ),
      icon: base.icon.def.innerType,
      addressType: AddressTypeSchema,
      amlRequired: z.boolean(),
      status: StatusSchema,
      implementation: z.string(),
      abi: z.string(),
    })
    .check(
      z.superRefine((v, ctx) => {
        if (!v.chainUid) return;
        const bad = addressProblem(v.chainUid, v.address);
        if (bad) ctx.addIssue({ code: 'custom', path: ['address'], message: bad });
        const impl = v.implementation.trim();
        if (impl) {
          const badImpl =
            v.addressType !== 'CONTRACT'
              ? `a ${v.addressType.toLowerCase()} cannot be a proxy`
              : addressProblem(v.chainUid, impl);
          if (badImpl)
            ctx.addIssue({
              code: 'custom',
              path: ['implementation'],
              message: badImpl,
            });
        }
        if (v.abi.trim()) {
          const problem = !networkHasAbis(v.chainUid)
            ? `${networkInfo(v.chainUid).name} contracts have no ABI`
            : v.addressType !== 'CONTRACT'
              ? `a ${v.addressType.toLowerCase()} has no ABI`
              : abiProblem(v.abi);
          if (problem) ctx.addIssue({ code: 'custom', path: ['abi'], message: problem });
        }
      }),
    ),
  z.transform((v, ctx) => {
    if (v.projectId === null || v.chainUid === null) {
      ctx.issues.push({ code: 'custom', input: v, message: 'project and network are required' });
      return z.NEVER;
    }
    return { ...v, projectId: Number(v.projectId), chainUid: v.chainUid };
  }),
);
export type ContractFormValues = z.input<typeof ContractFormSchema>;
export type ContractFormOutput = z.output<typeof ContractFormSchema>;

function abiProblem(text: string): string | undefined {
  const r = parseAbiText(text);
  if (r.ok) return undefined;
  const more = r.problems.length > 3 ? `\n… and ${r.problems.length - 3} more` : '';
  return formatAbiProblems(r.problems.slice(0, 3)) + more;
}

/** The ABI to send: parsed from the text, or undefined when blank or invalid. */
export function abiFromText(text: string): AbiJson | undefined {
  if (!text.trim()) return undefined;
  const r = parseAbiText(text);
  return r.ok ? AbiSchema.parse(r.json) : undefined;
}

export const emptyContract = (projectId?: number): ContractFormValues => ({
  projectId: projectId ? String(projectId) : null,
  chainUid: null,
  address: '',
  name: '',
  category: '',
  tags: [],
  icon: '',
  addressType: 'CONTRACT',
  amlRequired: false,
  status: 'ACTIVE',
  implementation: '',
  abi: '',
});

/** An override ABI is shown for editing; a verified one is not (it is the service's, not ours). */
export const contractFormValues = (c: Contract): ContractFormValues => ({
  projectId: c.projectId ? String(c.projectId) : null,
  chainUid: c.chainUid,
  address: c.address,
  name: c.name ?? '',
  category: c.category ?? '',
  tags: c.tags ?? [],
  icon: c.icon ?? '',
  addressType: c.addressType ?? 'CONTRACT',
  amlRequired: c.amlRequired ?? false,
  status: c.status === 'DISABLED' ? 'DISABLED' : 'ACTIVE',
  implementation: c.implementation ?? '',
  abi: c.abiOverride && c.abi ? JSON.stringify(c.abi, null, 2) : '',
});

/** Form field of a service error path: every `abi…` entry belongs to the ABI text. */
export function formField(path: string): keyof ContractFormValues | null {
  const head = path.split(/[.[]/)[0] ?? '';
  if (head === 'abi') return 'abi';
  const fields: (keyof ContractFormValues)[] = [
    'projectId',
    'chainUid',
    'address',
    'name',
    'category',
    'tags',
    'icon',
    'addressType',
    'amlRequired',
    'status',
    'implementation',
  ];
  return fields.find((f) => f === head) ?? (head === 'network' ? 'chainUid' : null);
}

function commonBody(v: ContractFormOutput) {
  return {
    address: v.address.trim(),
    name: v.name.trim(),
    category: v.category.trim(),
    tags: v.tags,
    icon: v.icon.trim(),
    addressType: v.addressType,
    amlRequired: v.amlRequired,
    status: v.status,
  };
}

/** The verified ABI is the service's to fetch (no override); only a custom one is sent. */
function abiToSend(text: string, fetchedAbi: string | null): AbiJson | null {
  return text === fetchedAbi ? null : (abiFromText(text) ?? null);
}

export function toCreateBody(v: ContractFormOutput, fetchedAbi: string | null): CreateContract {
  return {
    projectId: v.projectId,
    chainUid: v.chainUid,
    ...commonBody(v),
    ...(v.addressType === 'CONTRACT'
      ? { implementation: v.implementation.trim() || null, abi: abiToSend(v.abi, fetchedAbi) }
      : {}),
  };
}

/** Only what changed of the implementation and ABI is sent, so an untouched override stays. */
export function toUpdateBody(
  v: ContractFormOutput,
  initial: ContractFormValues,
  fetchedAbi: string | null,
): UpdateContract {
  const contract = v.addressType === 'CONTRACT';
  const impl = v.implementation.trim();
  return {
    projectId: v.projectId,
    chainUid: v.chainUid,
    ...commonBody(v),
    ...(contract && impl !== initial.implementation ? { implementation: impl || null } : {}),
    ...(contract && v.abi !== initial.abi ? { abi: abiToSend(v.abi, fetchedAbi) } : {}),
  };
}
