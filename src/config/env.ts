import { z } from 'zod/mini';
import { orUndefined } from '@/lib/fallback';

/** Build-time settings, parsed once. Nothing else reads import.meta.env. */
const EnvSchema = z.object({
  /** Base URL of a real service; when set, the console starts in live mode. */
  VITE_API_BASE_URL: z.pipe(
    z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.regex(/^$|^https?:\/\/\S+$/i, { error: 'VITE_API_BASE_URL must be an http(s) URL' }),
        ),
    ),
    z.transform((v) => (v ? v.replace(/\/+$/, '') : undefined)),
  ),
  /** `demo` forces the in-browser mock even when a base URL is configured. */
  VITE_DEFAULT_MODE: orUndefined(z.enum(['demo', 'live'])),
  /** Extra detectors the demo seed adds (performance work only). */
  VITE_DEMO_SCALE: orUndefined(
    z.coerce.number().check(z.int(), z.minimum(0), z.maximum(1_000_000)),
  ),
});

export type Env = z.infer<typeof EnvSchema>;
export const env: Env = EnvSchema.parse(import.meta.env);
