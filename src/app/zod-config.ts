import { config } from 'zod/mini';
import { en } from 'zod/locales';

/**
 * The production CSP forbids eval, and zod probes `new Function` when it builds its first object
 * schema: the browser reports that as a CSP violation (Lighthouse's best practices count it) even
 * though zod catches it and parses without. Jitless skips the probe. main.tsx imports this first,
 * before any module that builds a schema.
 *
 * The first screen's schemas are zod/mini (docs/decisions.md), which sets no messages of its
 * own: the English locale is set here, so a message reads the same before and after classic
 * zod (which sets the same locale when it loads) arrives with a later screen.
 */
config({ jitless: true, ...en() });
