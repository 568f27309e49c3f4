import type { FieldErrors, FieldValues } from 'react-hook-form';

/** Flattens react-hook-form errors into "field: message" lines for the summary. */
export function fieldMessages<T extends FieldValues>(
  errors: FieldErrors<T>,
  prefix = '',
): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'root' || !value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if ('message' in value && typeof value.message === 'string' && value.message) {
      out.push(`${path}: ${value.message}`);
    } else {
      out.push(...fieldMessages(value as FieldErrors<FieldValues>, path));
    }
  }
  return out;
}
