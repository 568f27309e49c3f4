/**
 * About five round ticks over the values and zero, zero among them (recharts' own ticks over a
 * domain forced through zero start from its end: 2, −1, −4, … with no 0 to read the bars from).
 */
export function ticksThroughZero(values: readonly number[]): number[] {
  const lo = Math.min(0, ...values);
  const hi = Math.max(0, ...values);
  if (lo === hi) return [0];
  const rough = (hi - lo) / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? rough;
  const ticks: number[] = [];
  for (let i = Math.floor(lo / step); i <= Math.ceil(hi / step); i++)
    ticks.push(Number((i * step).toPrecision(12)));
  return ticks;
}
