import { z } from 'zod/mini';

/**
 * The destination enums alone: URL schemas import them, and this module stays small (a module
 * the entry imports ships whole; the record schemas load with the screens that call them).
 */
export const DestinationTypeSchema = z.enum(['EMAIL', 'TELEGRAM', 'HTTP', 'SLACK']);
export type DestinationType = z.infer<typeof DestinationTypeSchema>;
export const DestinationTagSchema = z.enum(['DEFAULT', 'DETECTOR', 'WALLET']);
export type DestinationTag = z.infer<typeof DestinationTagSchema>;
