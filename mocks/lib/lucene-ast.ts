/** Reading the `lucene` package's untyped AST (and its parse errors): checked, never trusted. */
import { isRecord } from './where-values';

export type Obj = Record<string, unknown>;
export const isObj = isRecord;

export function str(o: Obj, key: string): string | undefined {
  const v = o[key];
  return typeof v === 'string' ? v : undefined;
}

export function offsetOf(o: Obj, key: string): number {
  const loc = o[key];
  if (!isObj(loc) || !isObj(loc.start)) return 0;
  const off = loc.start.offset;
  return typeof off === 'number' ? off : 0;
}
