/**
 * Rows a table makes on its first use (Table.fillOnFirstUse), as steps: a read of the table runs
 * what is left at once, and a handler that knows it will read the table can first settle it
 * (Table.settle) with a pause between steps, so the requests beside it are answered meanwhile
 * (the demo's alerts, scores, usage events and action executions were 100-250 ms in one piece at
 * 1x on a first visit, when they ran on the page's main thread).
 * Either way the rows are the same: the steps are one generator, run once, in order.
 */
export type FillSteps = () => Iterator<unknown, unknown> | void;

export class Fill {
  private steps: Iterator<unknown, unknown> | null = null;
  private state: 'waiting' | 'running' | 'done' = 'waiting';

  constructor(private readonly make: FillSteps) {}

  get done(): boolean {
    return this.state === 'done';
  }

  /**
   * Runs one step; true once nothing is left. A call from within a step (the fill's own inserts
   * come back to its table) returns at once: that step is the one under way.
   */
  step(): boolean {
    if (this.state !== 'waiting') return true;
    this.state = 'running';
    let finished = true;
    try {
      if (!this.steps) this.steps = this.make() || null;
      finished = !this.steps || Boolean(this.steps.next().done);
    } finally {
      this.state = finished ? 'done' : 'waiting';
    }
    return finished;
  }

  /** Runs what is left, at once. */
  finish(): void {
    while (!this.step());
  }

  /**
   * Drops what is left: the store it fills was cleared or replaced (a demo reset, a restore)
   * while a handler was settling it between two steps, and its rows must not reach the new one.
   */
  cancel(): void {
    if (this.state === 'waiting') this.state = 'done';
  }
}

export type Pause = () => Promise<void>;

/**
 * The pause between steps: the demo's service thread gives its other requests a turn
 * (mocks/service-thread.ts); none in Node, where the mock server and the tests run each fill at
 * once.
 */
let pageFillPause: Pause | null = null;

export function setFillPause(pause: Pause | null): void {
  pageFillPause = pause;
}

export function fillPause(): Pause | null {
  return pageFillPause;
}
