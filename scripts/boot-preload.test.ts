// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_REQUEST_GLOBAL } from '../src/api/early-request';
import { FIRST_REQUEST } from '../src/api/first-request';
import { FIRST_STYLES_GLOBAL, firstStyles } from '../src/lib/first-screen';
import { saveLiveConnection } from '../src/lib/session';
import {
  bootPreloads,
  bootScript,
  PRELOADS_PER_TASK,
  routeSegments,
  routesScript,
} from './boot-preload';
import { headStylesheets, placeBootScript } from './boot-html';
import { INTL_THREAD_SOURCE } from './boot-snippets';

const chunk = (fileName: string, extra: Record<string, unknown> = {}) => ({
  type: 'chunk' as const,
  fileName,
  imports: [] as string[],
  ...extra,
});

/** A build: the entry, the demo's service, the theme and stylesheet, and four screens. */
const bundle = {
  'index.js': chunk('index.js', { isEntry: true, imports: ['react.js'] }),
  'react.js': chunk('react.js'),
  'browser.js': chunk('browser.js', {
    facadeModuleId: '/repo/mocks/browser.ts',
    imports: ['msw.js', 'react.js', 'key.js'],
  }),
  'msw.js': chunk('msw.js'),
  'key.js': chunk('key.js'),
  'service-thread-a1B2.js': { type: 'asset' as const, fileName: 'service-thread-a1B2.js' },
  'theme.js': chunk('theme.js', {
    facadeModuleId: '/repo/src/styles/mantine-theme.ts',
    imports: ['shared.js'],
  }),
  'shared.js': chunk('shared.js', { viteMetadata: { importedCss: new Set(['shared.css']) } }),
  'all.css': {
    type: 'asset' as const,
    fileName: 'all.css',
    originalFileNames: ['src/styles/all.css'],
  },
  'action.js': chunk('action.js', {
    facadeModuleId: '/repo/src/routes/_app/actions/$actionId/index.tsx?tsr-split=component',
    imports: ['form.js', 'react.js'],
  }),
  'form.js': chunk('form.js'),
  'new.js': chunk('new.js', {
    facadeModuleId: '/repo/src/routes/_app/actions/new.tsx?tsr-split=component',
  }),
  'usage.js': chunk('usage.js', {
    facadeModuleId: '/repo/src/routes/_app/usage.tsx?tsr-split=component',
    imports: ['u1.js', 'u2.js', 'u3.js', 'u4.js', 'u5.js'],
  }),
  ...Object.fromEntries(['u1.js', 'u2.js', 'u3.js', 'u4.js', 'u5.js'].map((f) => [f, chunk(f)])),
  'tabs.js': chunk('tabs.js', {
    facadeModuleId: '/repo/src/routes/_app/contracts/$contractId/_tabs.tsx?tsr-split=component',
  }),
  'events.js': chunk('events.js', {
    facadeModuleId:
      '/repo/src/routes/_app/contracts/$contractId/_tabs/events.tsx?tsr-split=component',
  }),
};

describe('bootPreloads', () => {
  it("lists what a start needs beyond the entry's files", () => {
    const p = bootPreloads(bundle);
    expect(p.demo).toEqual(['browser.js', 'key.js', 'msw.js']);
    expect(p.thread).toBe('service-thread-a1B2.js');
    expect(p.styled).toEqual(['all.css', 'shared.css', 'shared.js', 'theme.js']);
    expect(p.routes).toEqual([
      { segments: ['actions', '$'], layout: false, files: ['action.js', 'form.js'] },
      { segments: ['actions', 'new'], layout: false, files: ['new.js'] },
      { segments: ['contracts', '$'], layout: true, files: ['tabs.js'] },
      { segments: ['contracts', '$', 'events'], layout: false, files: ['events.js'] },
      {
        segments: ['usage'],
        layout: false,
        files: ['u1.js', 'u2.js', 'u3.js', 'u4.js', 'u5.js', 'usage.js'],
      },
    ]);
  });

  it("finds the theme in a group's chunk as well as in its own", () => {
    const { 'theme.js': _theme, ...rest } = bundle;
    const grouped = {
      ...rest,
      'shared.js': chunk('shared.js', {
        moduleIds: ['/repo/src/lib/words.ts', '/repo/src/styles/mantine-theme.ts'],
        viteMetadata: { importedCss: new Set(['shared.css']) },
      }),
    };
    expect(bootPreloads(grouped).styled).toEqual(['all.css', 'shared.css', 'shared.js']);
  });

  it('reads a route file as the router does', () => {
    expect(routeSegments('_app/actions/$actionId/index')).toEqual(['actions', '$']);
    expect(routeSegments('_app/contracts/$contractId/_tabs/events')).toEqual([
      'contracts',
      '$',
      'events',
    ]);
    expect(routeSegments('_app/usage')).toEqual(['usage']);
  });
});

describe('placeBootScript', () => {
  // index.html as Vite leaves it: the theme's script where the source has it, the entry's
  // script, preloads and stylesheet after it.
  const built = [
    '<html>',
    '  <head>',
    '    <meta http-equiv="Content-Security-Policy" content="script-src \'self\'" />',
    '    <script src="/theme-init.js"></script>',
    '    <script type="module" crossorigin src="/assets/index.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/react.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/index.css">',
    '  </head>',
    '  <body><div id="root"></div></body>',
    '</html>',
  ].join('\n');

  const tags = (html: string) => [...html.matchAll(/<(script|link)[^>]*>/g)].map(([tag]) => tag);

  const code = 'document.title="b"';
  const hash = `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

  it("puts the boot script inline after the entry's files, in place of the theme's script and the stylesheet", () => {
    const html = placeBootScript(built, code);
    // The stylesheet is the boot script's to apply (APPLY_STYLES): not a link of the page.
    expect(tags(html)).toEqual([
      '<script type="module" crossorigin src="/assets/index.js">',
      '<link rel="modulepreload" crossorigin href="/assets/react.js">',
      '<script>',
    ]);
    expect(html).toContain(`\n    <script>${code}</script>\n  </head>`);
    expect(headStylesheets(built)).toEqual(['/assets/index.css']);
    expect(headStylesheets(html)).toEqual([]);
  });

  it("lets the page's policy allow that script by its hash, and no other inline script", () => {
    const html = placeBootScript(built, code);
    expect(html).toContain(`content="script-src 'self' ${hash}"`);
    expect(html).not.toContain('unsafe-inline');
    // A page without a policy gets the script alone.
    const bare = placeBootScript(built.replace(/\n.*Content-Security-Policy.*/, ''), code);
    expect(bare).toContain(`<script>${code}</script>`);
    expect(bare).not.toContain('sha256');
  });

  it('puts it last in the head when the page has no stylesheet', () => {
    const html = placeBootScript(built.replace(/\n.*rel="stylesheet".*/, ''), code);
    expect(tags(html).at(-1)).toBe('<script>');
    // Still in the head, so it runs before the body is drawn.
    expect(html.indexOf(code)).toBeLessThan(html.indexOf('</head>'));
  });

  it("refuses a page without the theme's script, a policy it cannot add to, a script that would end early", () => {
    expect(() => placeBootScript(built.replace('/theme-init.js', '/other.js'), code)).toThrow(
      /theme-init/,
    );
    expect(() =>
      placeBootScript(built.replace("script-src 'self'", "default-src 'self'"), code),
    ).toThrow(/script-src 'self'/);
    expect(() => placeBootScript(built, 'var s = "</script>"')).toThrow(/<\/script/);
  });
});

describe('the boot scripts', () => {
  const preloads = bootPreloads(bundle);
  const boot = bootScript(preloads, {
    base: '/',
    demoByDefault: true,
    routesFile: 'routes.js',
    intlFile: 'intl-thread.js',
    styles: ['/assets/index.css'],
  });
  const routes = routesScript(preloads, { base: '/' });

  /** Runs a generated script as the page would. */
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the generated script, run as the page runs it
  const run = (code: string) => (new Function(code) as () => void)();

  /** The files the boot script asks for at `path` with `mode` stored, then the routes script's. */
  function preloaded(
    path: string,
    mode?: 'demo' | 'live',
    stored: Record<string, string> = {},
    clear = true,
  ): string[] {
    document.head.innerHTML = '';
    if (clear) localStorage.clear();
    if (mode) localStorage.setItem('vigil.mode', mode);
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    window.history.replaceState(null, '', path);
    run(boot);
    const script = document.head.querySelector('script');
    if (script) {
      expect(script.getAttribute('src')).toBe('/routes.js');
      vi.useFakeTimers();
      run(routes);
      vi.runAllTimers();
      vi.useRealTimers();
    }
    return links();
  }

  /** The preloads in the head, by file. */
  function links(): string[] {
    return [...document.head.querySelectorAll('link:not([rel="stylesheet"])')].map((l) => {
      if (!(l instanceof HTMLLinkElement)) throw new Error('not a link');
      expect(l.crossOrigin).toBe('');
      expect(l.rel).toBe(l.href.endsWith('.css') ? 'preload' : 'modulepreload');
      return new URL(l.href).pathname.slice(1);
    });
  }

  /** Workers the boot script started: how `new Worker` was called, and what they were sent. */
  const started: FakeWorker[] = [];
  class FakeWorker {
    onerror: ((e: { message: string }) => void) | null = null;
    sent: { message: unknown; transfer: unknown[] }[] = [];
    constructor(
      readonly url: string,
      readonly options: WorkerOptions,
    ) {
      started.push(this);
    }
    postMessage(message: unknown, transfer: unknown[]) {
      this.sent.push({ message, transfer });
    }
  }
  const early = () => (window as unknown as Record<string, unknown>).vigilDemoThread;

  afterEach(() => {
    localStorage.clear();
    started.length = 0;
    delete (window as unknown as Record<string, unknown>).vigilDemoThread;
    vi.unstubAllGlobals();
  });

  /** The workers started, but the Intl thread (its own test, below). */
  const demoThreads = () => started.filter((w) => w.url !== '/intl-thread.js');

  it("starts the demo service's thread in demo mode with the saved data, and keeps a failure to load it", () => {
    vi.stubGlobal('Worker', FakeWorker);
    preloaded('/projects', 'live');
    expect(demoThreads()).toHaveLength(0);
    expect(early()).toBeUndefined();
    preloaded('/actions/9001', undefined, { 'vigil.demo.db': '{"records":1}' });
    const [thread] = demoThreads();
    expect(demoThreads()).toHaveLength(1);
    expect(thread?.url).toBe('/service-thread-a1B2.js');
    // Not the first screen: the thread loads its whole service at once (mocks/lib/rest-early.ts).
    expect(thread?.options).toEqual({ type: 'module', name: 'Vigil demo service (whole service)' });
    // One message: the start, with the saved parts and the thread's end of the port.
    expect(thread?.sent).toHaveLength(1);
    expect(thread?.sent[0]?.message).toEqual({
      type: 'start',
      saved: { records: '{"records":1}' },
      origin: location.origin,
      firstScreen: false,
    });
    expect(thread?.sent[0]?.transfer).toHaveLength(1);
    expect(thread?.sent[0]?.transfer[0]).toBeInstanceOf(MessagePort);
    const kept = early() as { worker: unknown; port: MessagePort; error: string | null };
    expect(kept.worker).toBe(thread);
    expect(kept.port).toBeInstanceOf(MessagePort);
    expect(kept.port).not.toBe(thread?.sent[0]?.transfer[0]);
    expect(kept.error).toBeNull();
    thread?.onerror?.({ message: 'Failed to fetch a worker script' });
    expect(kept.error).toBe('Failed to fetch a worker script');
    // On the first screen, the thread is told so: it answers that screen's request first.
    started.length = 0;
    preloaded('/projects');
    expect(demoThreads()[0]?.sent[0]?.message).toMatchObject({ type: 'start', firstScreen: true });
    expect(demoThreads()[0]?.options.name).toBe('Vigil demo service');
  });

  it("applies the page's stylesheet, in either mode, and says when it has loaded", async () => {
    for (const [path, mode] of [
      ['/projects', 'demo'],
      ['/actions/9001', 'live'],
    ] as const) {
      delete (window as unknown as Record<string, unknown>)[FIRST_STYLES_GLOBAL];
      document.documentElement.setAttribute('data-mantine-color-scheme', 'dark');
      preloaded(path, mode);
      const sheets = [...document.head.querySelectorAll('link[rel="stylesheet"]')];
      expect(sheets.map((l) => l.getAttribute('href'))).toEqual(['/assets/index.css']);
      expect((sheets[0] as HTMLLinkElement).crossOrigin).toBe('');
      // Until it applies, the canvas follows the saved scheme; then Mantine's stylesheet does.
      expect(document.documentElement.style.colorScheme).toBe('dark');
      let loaded = false;
      void firstStyles().then(() => (loaded = true));
      await Promise.resolve();
      expect(loaded).toBe(false);
      sheets[0]?.dispatchEvent(new Event(mode === 'demo' ? 'load' : 'error'));
      await firstStyles();
      expect(loaded).toBe(true);
      expect(document.documentElement.style.colorScheme).toBe('');
    }
    document.documentElement.removeAttribute('data-mantine-color-scheme');
  });

  it('starts the Intl thread once, in either mode, on every screen', () => {
    vi.stubGlobal('Worker', FakeWorker);
    for (const [path, mode] of [
      ['/projects', 'demo'],
      ['/projects', 'live'],
      ['/actions/9001', 'demo'],
      ['/usage', 'live'],
    ] as const) {
      started.length = 0;
      preloaded(path, mode);
      expect(started.filter((w) => w.url === '/intl-thread.js')).toHaveLength(1);
    }
  });

  it('goes on with the preloads where a worker cannot start (mocks/browser.ts starts it then)', () => {
    vi.stubGlobal('Worker', undefined);
    expect(preloaded('/actions/9001')).toContain('action.js');
    expect(early()).toBeUndefined();
  });

  it('asks for the demo service on the first screen in demo mode, nothing in live mode', () => {
    expect(preloaded('/projects')).toEqual(['browser.js', 'key.js', 'msw.js']);
    expect(preloaded('/', 'live')).toEqual([]);
    // The first screen never loads the routes' table.
    expect(document.head.querySelector('script')).toBeNull();
  });

  describe("live mode: the first screen's request", () => {
    const sent = () =>
      (window as unknown as Record<string, unknown>)[EARLY_REQUEST_GLOBAL] as
        { url: string; body: string; key: string; response: Promise<Response> } | undefined;
    let fetched: [string, RequestInit][] = [];
    beforeEach(() => {
      fetched = [];
      vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
        fetched.push([url, init]);
        return Promise.reject(new TypeError('Failed to fetch'));
      });
    });
    afterEach(() => {
      sessionStorage.clear();
      delete (window as unknown as Record<string, unknown>)[EARLY_REQUEST_GLOBAL];
    });

    it('sends it as the console would, with the key the console saved, and leaves it for the console', () => {
      saveLiveConnection({ baseUrl: 'https://svc.example/', apiKey: 'h.p.s' }, false);
      preloaded('/projects', 'live', {}, false);
      const url = 'https://svc.example/api/v1/project/search';
      expect(fetched).toEqual([
        [
          url,
          {
            method: 'POST',
            headers: {
              Accept: 'application/json',
              Authorization: 'Bearer h.p.s',
              'Content-Type': 'application/json',
            },
            body: FIRST_REQUEST.body,
          },
        ],
      ]);
      expect(sent()).toMatchObject({ url, body: FIRST_REQUEST.body, key: 'h.p.s' });
      // A failure is the console's to report when it takes the answer, not an unhandled rejection.
      return expect(sent()?.response).rejects.toThrow('Failed to fetch');
    });

    it('reads a remembered key, and a bare / is the same view', () => {
      saveLiveConnection({ baseUrl: 'https://svc.example', apiKey: 'r.e.m' }, true);
      preloaded('/', 'live', {}, false);
      expect(fetched.map(([url, init]) => [url, init.headers])).toEqual([
        [
          'https://svc.example/api/v1/project/search',
          expect.objectContaining({ Authorization: 'Bearer r.e.m' }),
        ],
      ]);
    });

    it('sends nothing in demo mode, without a key or base URL, for a searched view or another screen', () => {
      saveLiveConnection({ baseUrl: 'https://svc.example', apiKey: 'h.p.s' }, false);
      preloaded('/projects', 'demo', {}, false);
      preloaded('/projects?status=Inactive', 'live', {}, false);
      preloaded('/contracts', 'live', {}, false);
      sessionStorage.setItem('vigil.live', '{"baseUrl":"https://svc.example","apiKey":""}');
      preloaded('/projects', 'live', {}, false);
      sessionStorage.setItem('vigil.live', '{"baseUrl":"","apiKey":"h.p.s"}');
      preloaded('/projects', 'live', {}, false);
      sessionStorage.setItem('vigil.live', 'not json');
      preloaded('/projects', 'live', {}, false);
      expect(fetched).toEqual([]);
      expect(sent()).toBeUndefined();
    });
  });

  it("asks for a deep link's screen, its layouts and the styles, each once", () => {
    expect(preloaded('/actions/9001', 'live')).toEqual([
      'all.css',
      'shared.css',
      'shared.js',
      'theme.js',
      'action.js',
      'form.js',
    ]);
    // A page by name wins over a parameter: /actions/new is not action 'new'.
    expect(preloaded('/actions/new', 'live')).toContain('new.js');
    expect(preloaded('/actions/new', 'live')).not.toContain('action.js');
    expect(preloaded('/contracts/7/events', 'live').slice(4)).toEqual(['tabs.js', 'events.js']);
    // A path no screen has: the styles only (the router shows its not-found page).
    expect(preloaded('/nowhere/at/all', 'live')).toHaveLength(4);
  });

  it('adds a few preloads per task, so that a big screen does not make one long task', () => {
    preloaded('/projects', 'live');
    window.history.replaceState(null, '', '/usage');
    vi.useFakeTimers();
    run(routes);
    expect(links()).toHaveLength(PRELOADS_PER_TASK);
    vi.runAllTimers();
    vi.useRealTimers();
    expect(links()).toEqual(['u1.js', 'u2.js', 'u3.js', 'u4.js', 'u5.js', 'usage.js']);
  });
});

describe('the Intl thread', () => {
  it('builds the formatters the first render builds, then ends', async () => {
    const built: { kind: string; args: unknown[] }[] = [];
    const spy = (kind: string) =>
      class {
        constructor(...args: unknown[]) {
          built.push({ kind, args });
        }
        format() {
          return '';
        }
      };
    const close = vi.fn();
    const intl = {
      DateTimeFormat: spy('date'),
      RelativeTimeFormat: spy('relative'),
      NumberFormat: spy('number'),
    };
    // What warmFormatters builds, as the page builds it (a fresh copy of the module: it keeps the
    // formatters it has built).
    const page: { kind: string; args: unknown[] }[] = [];
    vi.stubGlobal('Intl', intl);
    vi.resetModules();
    const { warmFormatters } = await import('../src/lib/format');
    warmFormatters();
    page.push(...built);
    vi.unstubAllGlobals();
    built.length = 0;
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the generated script, run as the thread runs it
    const thread = new Function('Intl', 'close', INTL_THREAD_SOURCE) as (
      intl: unknown,
      close: () => void,
    ) => void;
    thread(intl, close);
    expect(page.length).toBeGreaterThan(1);
    expect(built).toEqual(expect.arrayContaining(page));
    expect(close).toHaveBeenCalledOnce();
  });
});
