/** "1 unlock", "24 unlocks": a count with its noun, English's plain plural. */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
