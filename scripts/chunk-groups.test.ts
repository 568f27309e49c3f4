import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANTINE_COMMON, pathGroup, SHARED_SMALL } from './chunk-groups';

/** Whether a module continues `prefix` with `/` (a folder) or `.` (a file). */
const names = (prefix: string) =>
  existsSync(prefix) ||
  (existsSync(dirname(prefix)) &&
    readdirSync(dirname(prefix)).some((f) => f.startsWith(`${basename(prefix)}.`)));

describe("the shared chunk's groups", () => {
  it('name modules that exist (a renamed one would leave the chunk unnoticed)', () => {
    const missing = [...MANTINE_COMMON, ...SHARED_SMALL].filter((prefix) => !names(prefix));
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
  });
});
