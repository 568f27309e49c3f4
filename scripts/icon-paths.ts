import type { Plugin } from 'vite';

/** Tabler's icon modules: each declares its drawing as `const __iconNode = [[tag, attrs], …];`. */
const ICON_MODULE = /[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]Icon\w+\.mjs$/;
const NODE = /const __iconNode = (\[.*?\]);\n/s;

type IconNode = [string, Record<string, string>][];

/**
 * An outline icon's plain paths as one path: the same drawing with fewer elements. Tabler draws
 * an outline icon as strokes only (the <svg> sets `fill="none"` and the stroke), most of them as
 * two to six <path>s with nothing but a `d`, and a stroke of one path of several subpaths is the
 * strokes of the paths it joins. A path with more than a `d` (a filled dot) stays as it is, and
 * so do the other elements (circles, rects) and a filled icon, whose joined subpaths would fill
 * by one winding rule where the paths filled apart. Written by hand: no library does this to
 * Tabler's React modules, and the icon set is too large to redraw.
 */
export function mergeIconPaths(code: string): string | null {
  if (!code.includes('createReactComponent("outline"')) return null;
  const match = NODE.exec(code);
  if (!match?.[1]) return null;
  const nodes = JSON.parse(match[1]) as IconNode;
  const plain = (attrs: Record<string, string>) =>
    Object.keys(attrs).every((key) => key === 'd' || key === 'key');
  // A path's first `m` is absolute, but joined after another it would be relative to its end.
  const absolute = (attrs: Record<string, string>) => /^\s*M/.test(attrs.d ?? '');
  const merged: IconNode = [];
  for (const [tag, attrs] of nodes) {
    const last = merged.at(-1);
    if (
      tag === 'path' &&
      plain(attrs) &&
      absolute(attrs) &&
      last?.[0] === 'path' &&
      plain(last[1])
    ) {
      last[1] = { ...last[1], d: `${last[1].d}${attrs.d}` };
    } else merged.push([tag, { ...attrs }]);
  }
  if (merged.length === nodes.length) return null;
  return code.replace(match[0], `const __iconNode = ${JSON.stringify(merged)};\n`);
}

/**
 * Every Tabler outline icon with its plain paths joined (mergeIconPaths): the list's rows draw
 * two icons each, the navigation fourteen, and their paths were ~275 of the first screen's
 * ~1,300 elements, each laid out, styled and painted on the first frame.
 */
export function iconPathsPlugin(): Plugin {
  return {
    name: 'vigil-icon-paths',
    transform: {
      filter: { id: ICON_MODULE },
      handler(code) {
        const out = mergeIconPaths(code);
        return out === null ? null : { code: out, map: null };
      },
    },
  };
}
