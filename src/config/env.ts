import { z } from 'zod';

/** Build-time settings, parsed once. Nothing else reads import.meta.env. */
const EnvSchema = z.object({
  /** Base URL of a real service; when set, the console starts in live mode. */
  VITE_API_BASE_URL: z
    .string()
    .trim()
    .regex(/^$|^https?:\/\/\S+$/i, { error: 'VITE_API_BASE_URL must be an http(s) URL' })
    .optional()
    .transform((v) => (v ? v.replace(/\/+$/, '') : undefined)),
  /** `demo` forces the in-browser mock even when a base URL is configured. */
  VITE_DEFAULT_MODE: z.enum(['demo', 'live']).optional().catch(undefined),
  /** Extra detectors the demo seed adds (performance work only). */
  VITE_DEMO_SCALE: z.coerce.number().int().min(0).max(1_000_000).optional().catch(undefined),
});

export type Env = z.infer<typeof EnvSchema>;
export const env: Env = EnvSchema.parse(import.meta.env);
