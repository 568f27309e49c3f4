/**
 * Monitoring categories: tags on schemas and detectors (real-service notes). Alone in this
 * module because the catalogue's URL schema imports it: a module the entry imports ships whole.
 */
export const CATEGORIES = ['SECURITY', 'COMPLIANCE', 'FINANCIAL'] as const;
