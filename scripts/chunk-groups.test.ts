import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANTINE_COMMON, pathGroup, SHARED_EXCEPT, SHARED_SMALL } from './chunk-groups';
import { TOGETHER as GROUPS } from './chunk-kinds';

/** Whether a module continues `prefix` with `/` (a folder) or `.` (a file). */
const names = (prefix: string) =>
  existsSync(prefix) ||
  (existsSync(dirname(prefix)) &&
    readdirSync(dirname(prefix)).some((f) => f.startsWith(`${basename(prefix)}.`)));

describe("the shared chunk's groups", () => {
  it('name modules that exist (a renamed one would leave the chunk unnoticed)', () => {
    const missing = [
      ...MANTINE_COMMON,
      ...SHARED_SMALL,
      ...SHARED_EXCEPT,
      ...Object.values(GROUPS).flat(),
    ].filter((prefix) => !names(prefix));
    expect(missing).toEqual([]);
  });

  it('take a module by its path, on either slash, and not one whose name merely starts alike', () => {
    const shared = pathGroup(SHARED_SMALL);
    expect(shared.test('/repo/src/lib/words.ts')).toBe(true);
    expect(shared.test('C:\\repo\\src\\components\\delete\\DeleteDialog.tsx')).toBe(true);
    expect(shared.test('/repo/node_modules/@tabler/icons-react/dist/esm/icons/IconCheck.mjs')).toBe(
      true,
    );
    expect(
      shared.test('/repo/node_modules/@tabler/icons-react/dist/esm/icons/IconCheckbox.mjs'),
    ).toBe(false);
    expect(shared.test('/repo/src/lib/wordsmith.ts')).toBe(false);
    const mantine = pathGroup(MANTINE_COMMON);
    expect(mantine.test('/repo/node_modules/@mantine/core/esm/components/Text/Text.mjs')).toBe(
      true,
    );
    expect(mantine.test('/repo/node_modules/@mantine/core/esm/components/TextInput/x.mjs')).toBe(
      true,
    );
    expect(mantine.test('/repo/node_modules/@mantine/core/esm/components/Textarea/x.mjs')).toBe(
      false,
    );
    // Leaving some out: the hooks only on-demand parts use.
    const common = pathGroup(MANTINE_COMMON, SHARED_EXCEPT);
    const hook = (path: string) => `/repo/node_modules/@mantine/hooks/esm/${path}.mjs`;
    expect(common.test(hook('use-id/use-id'))).toBe(true);
    expect(common.test(hook('use-drag/use-drag'))).toBe(false);
    expect(common.test(hook('use-collapse/use-horizontal-collapse'))).toBe(false);
  });

  it("leave out the first screen's Mantine class maps (taking one puts its chunk on the first screen)", () => {
    const plain = 'src/components/plain';
    const maps = readdirSync(plain)
      .filter((f) => /\.tsx?$/.test(f))
      .flatMap((f) => [
        ...readFileSync(`${plain}/${f}`, 'utf8').matchAll(/@mantine-classes\/([\w/.]+\.mjs)/g),
      ])
      .map(([, path]) => `/repo/node_modules/@mantine/core/esm/components/${path}`);
    expect(maps).toContain(
      '/repo/node_modules/@mantine/core/esm/components/Combobox/Combobox.module.mjs',
    );
    const taken = Object.entries(GROUPS).flatMap(([name, paths]) =>
      maps.filter((id) => pathGroup(paths).test(id)).map((id) => `${name}: ${id}`),
    );
    expect(taken).toEqual([]);
    // The same group still takes the component's other modules.
    expect(
      pathGroup(GROUPS.select ?? []).test(
        '/repo/node_modules/@mantine/core/esm/components/Combobox/Combobox.mjs',
      ),
    ).toBe(true);
  });
});
