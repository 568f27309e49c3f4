import { z } from 'zod/mini';

/**
 * The trigger enums alone: URL schemas import them, and this module stays small (a module
 * the entry imports ships whole; the record schemas load with the screens that call them).
 */
export const TriggerTypeSchema = z.enum([
  'ERC20_TRANSFER',
  'BLACKLISTED_CALLERS',
  'WHITELISTED_CALLERS',
  'EVENT_EMITTED',
  'FUNCTION_CALL',
  'FAILED_TRANSACTIONS',
]);
