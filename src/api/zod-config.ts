import { config } from 'zod/mini';
import { en } from 'zod/locales';

/**
 * The production CSP forbids eval, and zod probes `new Function` when it builds its first object
 * schema: the browser reports that as a CSP violation (Lighthouse's best practices count it) even
 * though zod catches it and parses without. Jitless skips the probe. main.tsx imports this first,
 * before any module that builds a schema.
 *
 * The console's schemas are zod/mini (README, Architecture), which sets no messages of its own:
 * the English locale is set here.
 */
config({ jitless: true, ...en() });
