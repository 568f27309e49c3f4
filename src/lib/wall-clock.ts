/**
 * Date-time pickers speak `YYYY-MM-DD HH:mm:ss` wall-clock text; the wire speaks epoch ms. The
 * text is read in UTC or in the browser's zone, following the user's UTC toggle.
 */
const pad = (n: number) => String(n).padStart(2, '0');

export function toWallClock(ms: number, utc: boolean): string {
  const d = new Date(ms);
  const [y, mo, da, h, mi, s] = utc
    ? [
        d.getUTCFullYear(),
        d.getUTCMonth() + 1,
        d.getUTCDate(),
        d.getUTCHours(),
        d.getUTCMinutes(),
        d.getUTCSeconds(),
      ]
    : [
        d.getFullYear(),
        d.getMonth() + 1,
        d.getDate(),
        d.getHours(),
        d.getMinutes(),
        d.getSeconds(),
      ];
  return `${y}-${pad(mo)}-${pad(da)} ${pad(h)}:${pad(mi)}:${pad(s)}`;
}

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Epoch ms of a wall-clock text, or undefined when it is not one. */
export function fromWallClock(text: string, utc: boolean): number | undefined {
  const m = WALL_CLOCK.exec(text.trim());
  if (!m) return undefined;
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0));
  const args = [y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, s ?? 0] as const;
  const ms = utc ? Date.UTC(...args) : new Date(...args).getTime();
  return Number.isFinite(ms) ? ms : undefined;
}
