import { ApiError } from '@/api/http';

export interface FieldError {
  /** react-hook-form path (`params.0.value`), or null when the entry names no known field. */
  field: string | null;
  message: string;
  /** The service's own text, shown in the summary. */
  raw: string;
}

/** `params[0].value` → `params.0.value`. */
export function toFormPath(servicePath: string): string {
  return servicePath.replace(/\[(\d+)\]/g, '.$1');
}

/**
 * Splits the interface's `errors[]` ("field: message") into field errors. Entries whose field is
 * not one of the form's are kept for the summary only.
 */
export function parseServiceErrors(
  error: unknown,
  isField: (path: string) => boolean,
): FieldError[] {
  if (!(error instanceof ApiError)) return [];
  const entries = error.errors.length ? error.errors : [error.message];
  return entries.map((raw) => {
    const m = /^([A-Za-z_$][\w$]*(?:\[\d+\]|\.[A-Za-z_$][\w$]*)*)\s*:\s*(.+)$/.exec(raw);
    if (m?.[1] && m[2]) {
      const path = toFormPath(m[1]);
      if (isField(path)) return { field: path, message: m[2], raw };
    }
    return { field: null, message: raw, raw };
  });
}
