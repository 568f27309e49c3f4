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
  /** `last` marks the final row of the run (a write that makes the whole run visible). */
  run: (row: T, step: BulkStep) => Promise<unknown>;
  /**
   * Called once when the final row failed but others went through, so what the final row
   * would have finished still happens (a refresh that makes earlier writes visible).
   */
  settle?: (succeeded: readonly T[]) => Promise<unknown>;
}

export interface BulkStep {
  last: boolean;
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
  action: Pick<BulkAction<T>, 'run' | 'settle'>,
  name: (row: T) => string,
  onProgress: (done: number) => void,
): Promise<BulkFailure[]> {
  const failures: BulkFailure[] = [];
  const succeeded: T[] = [];
  let lastFailed = false;
  for (const [i, row] of rows.entries()) {
    const last = i === rows.length - 1;
    try {
      await action.run(row, { last });
      succeeded.push(row);
    } catch (error) {
      failures.push({ name: name(row), message: errorMessage(error) });
      lastFailed = last;
    }
    onProgress(i + 1);
  }
  if (lastFailed && succeeded.length > 0 && action.settle) {
    try {
      await action.settle(succeeded);
    } catch (error) {
      failures.push({ name: 'Finishing the run', message: errorMessage(error) });
    }
  }
  return failures;
}
