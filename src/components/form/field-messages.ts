import type { FieldErrors, FieldValues } from 'react-hook-form';

/**
 * Flattens react-hook-form errors into lines for the summary. Messages of the schemas already
 * name their field ("name is required"), so the path is added only when they do not.
 */
export function fieldMessages<T extends FieldValues>(
  errors: FieldErrors<T>,
  prefix = '',
): string[] {
  const out: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'root' || !value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if ('message' in value && typeof value.message === 'string' && value.message) {
      const field = path.split('.')[0] ?? path;
      out.push(value.message.startsWith(field) ? value.message : `${path}: ${value.message}`);
    } else {
      out.push(...fieldMessages(value as FieldErrors<FieldValues>, path));
    }
  }
  return out;
}
