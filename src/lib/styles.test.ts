import { describe, expect, it, vi } from 'vitest';
import { Route as RootRoute } from '@/routes/__root';

// Mantine's stylesheet (the whole one in development and tests), held back until the test lets
// it arrive.
const sheet = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive: () => arrive() };
});
vi.mock('@/styles/whole.css', async () => {
  await sheet.arrived;
  return {};
});

type BeforeLoad = (ctx: { location: { pathname: string } }) => Promise<unknown> | undefined;
const beforeLoad = RootRoute.options.beforeLoad as unknown as BeforeLoad;

const settled = (p: Promise<unknown> | undefined) =>
  Promise.race([
    Promise.resolve(p).then(() => 'done'),
    new Promise((r) => setTimeout(() => r('waiting'), 50)),
  ]);

describe('Mantine styles in two parts (src/lib/styles.ts)', () => {
  it('the projects list renders with the entry stylesheet; other screens wait for the whole one', async () => {
    // The first screen's is synchronous: a promise would make its route suspend.
    expect(beforeLoad({ location: { pathname: '/projects' } })).toBeUndefined();
    expect(beforeLoad({ location: { pathname: '/' } })).toBeUndefined();

    const contracts = beforeLoad({ location: { pathname: '/contracts' } });
    const connect = beforeLoad({ location: { pathname: '/connect' } });
    const project = beforeLoad({ location: { pathname: '/projects/101' } });
    expect(await settled(contracts)).toBe('waiting');
    expect(await settled(connect)).toBe('waiting');
    expect(await settled(project)).toBe('waiting');

    sheet.arrive();
    expect(await settled(contracts)).toBe('done');
    expect(await settled(connect)).toBe('done');
    expect(await settled(project)).toBe('done');
  });
});
