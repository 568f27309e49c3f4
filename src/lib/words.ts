/** "1 unlock", "24 unlocks": a count with its noun, English's plain plural. */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "the key may not…" → "The key may not…": a message as the start of a sentence. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A name as a list compares them: any case, runs of spaces as one ("Work  phone" = "work phone"). */
export const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
