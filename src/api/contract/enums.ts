import { z } from 'zod/mini';

/**
 * The contract enums alone: URL schemas import them, and this module stays small (a module
 * the entry imports ships whole; the record schemas load with the screens that call them).
 */
export const AddressTypeSchema = z.enum(['CONTRACT', 'WALLET', 'ENTITY']);
export type AddressType = z.infer<typeof AddressTypeSchema>;
