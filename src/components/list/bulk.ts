import { errorMessage } from '@/api/http';

/** One thing the selection bar can do to every selected row. */
export interface BulkAction<T> {
  /** Button text, also the dialog's confirm label: "Disable", "Delete". */
  label: string;
  /** What happens to each row, for the confirmation: "will be disabled". */
  effect: string;
  danger?: boolean;
  /** Rows it does not apply to (already disabled) are left out and said so. */
  appliesTo?: (row: T) => boolean;
  run: (row: T) => Promise<unknown>;
}

export interface BulkFailure {
  name: string;
  message: string;
}

/**
 * Runs an action over rows one at a time (the service sees one request at a time, and the
 * user sees progress), collecting what failed instead of stopping at the first failure.
 */
export async function runBulk<T>(
  rows: readonly T[],
  run: (row: T) => Promise<unknown>,
  name: (row: T) => string,
  onProgress: (done: number) => void,
): Promise<BulkFailure[]> {
  const failures: BulkFailure[] = [];
  for (const [i, row] of rows.entries()) {
    try {
      await run(row);
    } catch (error) {
      failures.push({ name: name(row), message: errorMessage(error) });
    }
    onProgress(i + 1);
  }
  return failures;
}
