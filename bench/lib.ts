/** What the bench scripts share: servers in their own process groups, and live-mode contexts. */
import { spawn, type ChildProcess } from 'node:child_process';
import type { Browser, BrowserContext } from '@playwright/test';

export function start(cmd: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  // Own process group, so stopping it also stops the server npx started.
  return spawn(cmd, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

export function stopServer(child: ChildProcess) {
  if (!child.pid) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

export async function waitFor(url: string) {
  for (let i = 0; i < 200; i++) {
    try {
      const r = await fetch(url);
      if (r.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not come up`);
}

/** A fresh browser context in live mode: the base URL and key as a connected user has them. */
export async function liveContext(
  browser: Browser,
  baseUrl: string,
  apiKey: string,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.addInitScript(
    ({ k, base }) => {
      localStorage.setItem('vigil.mode', 'live');
      sessionStorage.setItem('vigil.live', JSON.stringify({ baseUrl: base, apiKey: k }));
    },
    { k: apiKey, base: baseUrl },
  );
  return context;
}
