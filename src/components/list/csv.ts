import Papa from 'papaparse';
import type { Column } from './column';

/**
 * CSV of rows as the table shows them: an id column (when `id` is given), then every column that
 * has a CSV value.
 * Quoting is papaparse's; cells that a spreadsheet would run as a formula (`=…`, `+…`, `-…`,
 * `@…`) are neutralised with its `escapeFormulae`.
 */
export function toCsv<T>(
  rows: readonly T[],
  columns: readonly Column<T>[],
  id?: (row: T) => string | number,
): string {
  const exported = columns.flatMap((c) => [...(c.csv ? [c] : []), ...(c.csvAlso ?? [])]);
  const values = (r: T) => exported.map((c) => c.csv?.(r) ?? '');
  const fields = [...(id ? ['ID'] : []), ...exported.map((c) => c.header)];
  const data = rows.map((r) => (id ? [id(r), ...values(r)] : values(r)));
  return Papa.unparse({ fields, data }, { escapeFormulae: true, newline: '\r\n' });
}

/** `contracts-2026-11-24.csv`: the resource and the day of the export (local date). */
export function csvFileName(resource: string, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `${resource.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${day}.csv`;
}

export interface Page<T> {
  data: T[];
  total?: number | null;
}

/** The interface's largest result: an export stops there. */
export const EXPORT_LIMIT = 10_000;
const PAGE = 1_000;

/**
 * Every row of the current result, page by page (up to the interface's 10,000), reporting
 * progress after each page; stops early when a page comes back short.
 */
export async function fetchAll<T>(
  fetchPage: (from: number, size: number) => Promise<Page<T>>,
  onProgress: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<T[]> {
  const out: T[] = [];
  let total = EXPORT_LIMIT;
  for (let from = 0; from < Math.min(total, EXPORT_LIMIT); from += PAGE) {
    signal?.throwIfAborted();
    const size = Math.min(PAGE, EXPORT_LIMIT - from);
    const page = await fetchPage(from, size);
    out.push(...page.data);
    if (typeof page.total === 'number') total = page.total;
    onProgress(out.length, Math.min(total, EXPORT_LIMIT));
    if (page.data.length < size) break;
  }
  return out;
}

/** Hands the text to the browser as a file download. */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}
