import { notFound } from '@tanstack/react-router';

/** Path ids are positive integers; anything else is a not-found page, not a crash. */
export function parseId(raw: string): number {
  if (!/^\d{1,15}$/.test(raw)) throw notFound();
  const n = Number(raw);
  if (n <= 0) throw notFound();
  return n;
}

/** A route's `params` option for one numeric id segment (`$projectId`). */
export function idParam<N extends string>(name: N) {
  return {
    parse: (raw: Record<N, string>) => ({ [name]: parseId(raw[name]) }) as Record<N, number>,
    stringify: (p: Record<N, number>) => ({ [name]: String(p[name]) }) as Record<N, string>,
  };
}
