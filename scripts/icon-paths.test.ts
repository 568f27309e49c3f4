import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mergeIconPaths } from './icon-paths';

const icon = (type: string, nodes: unknown[]) =>
  `import createReactComponent from '../createReactComponent.mjs';\n\nconst __iconNode = ${JSON.stringify(nodes)};\nconst IconX = createReactComponent("${type}", "x", "X", __iconNode);\n\nexport { __iconNode, IconX as default };\n`;
const nodesOf = (code: string) =>
  JSON.parse(/const __iconNode = (\[.*?\]);\n/s.exec(code)?.[1] ?? 'null') as unknown;

describe('mergeIconPaths', () => {
  it("joins an outline icon's plain paths into one, in order", () => {
    const code = icon('outline', [
      ['path', { d: 'M4 7l16 0', key: 'svg-0' }],
      ['path', { d: 'M10 11l0 6', key: 'svg-1' }],
      ['path', { d: 'M14 11l0 6', key: 'svg-2' }],
    ]);
    expect(nodesOf(mergeIconPaths(code) ?? '')).toEqual([
      ['path', { d: 'M4 7l16 0M10 11l0 6M14 11l0 6', key: 'svg-0' }],
    ]);
  });

  it('keeps a path with its own fill, and the elements that are not paths, where they are', () => {
    const code = icon('outline', [
      ['path', { d: 'M1 1h2', key: 'svg-0' }],
      ['path', { d: 'M2 2h2', key: 'svg-1' }],
      ['path', { d: 'M3 3h1', fill: 'currentColor', key: 'svg-2' }],
      ['circle', { cx: '12', cy: '12', r: '3', key: 'svg-3' }],
      ['path', { d: 'M5 5h2', key: 'svg-4' }],
    ]);
    expect(nodesOf(mergeIconPaths(code) ?? '')).toEqual([
      ['path', { d: 'M1 1h2M2 2h2', key: 'svg-0' }],
      ['path', { d: 'M3 3h1', fill: 'currentColor', key: 'svg-2' }],
      ['circle', { cx: '12', cy: '12', r: '3', key: 'svg-3' }],
      ['path', { d: 'M5 5h2', key: 'svg-4' }],
    ]);
  });

  it('keeps apart a path that starts with a relative move, which joined would move elsewhere', () => {
    const code = icon('outline', [
      ['path', { d: 'M1 1h2', key: 'svg-0' }],
      ['path', { d: 'm5 5h2', key: 'svg-1' }],
    ]);
    expect(mergeIconPaths(code)).toBeNull();
  });

  it('leaves a filled icon, and an icon of one path, as they are', () => {
    const two = [
      ['path', { d: 'M1 1h2', key: 'svg-0' }],
      ['path', { d: 'M2 2h2', key: 'svg-1' }],
    ];
    expect(mergeIconPaths(icon('filled', two))).toBeNull();
    expect(mergeIconPaths(icon('outline', two.slice(0, 1)))).toBeNull();
  });

  it("reads Tabler's own module (an upgrade that changes its form fails here)", () => {
    const file = 'node_modules/@tabler/icons-react/dist/esm/icons/IconTrash.mjs';
    const merged = mergeIconPaths(readFileSync(file, 'utf8'));
    expect(merged).not.toBeNull();
    expect(nodesOf(merged ?? '')).toEqual([
      [
        'path',
        {
          d: 'M4 7l16 0M10 11l0 6M14 11l0 6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2 -2l1 -12M9 7v-3a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v3',
          key: 'svg-0',
        },
      ],
    ]);
  });
});
