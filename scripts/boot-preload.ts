import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minifySync } from 'rolldown/utils';
import type { Plugin, ResolvedConfig } from 'vite';
import {
  EARLY_REQUEST_GLOBAL,
  FIRST_REQUEST,
  FIRST_SCREEN_PATHS,
} from '../src/lib/first-screen.ts';
import { closure, DEMO_START, DEMO_THREAD, type BundleFile } from './bundle-graph.ts';
import { EARLY_THREAD_GLOBAL, STORAGE_KEYS, THREAD_NAME } from '../mocks/lib/thread-protocol.ts';

/** Mantine's theme, which every screen but the first waits for (src/lib/styles.ts). */
const THEME = /[\\/]src[\\/]styles[\\/]mantine-theme\.ts$/;
/** The stylesheet of the components every screen but the first draws (src/lib/styles.ts). */
const ALL_CSS = /(^|[\\/])src[\\/]styles[\\/]all\.css$/;

/** A screen's route: its URL segments (`$` for a parameter), and whether it wraps others. */
export interface RoutePreload {
  segments: string[];
  layout: boolean;
  files: string[];
}

export interface BootPreloads {
  /** The demo service's files: wanted before the first row in demo mode. */
  demo: string[];
  /** The demo service's thread, started by the boot script in demo mode. */
  thread: string | null;
  /** Mantine's stylesheet and theme: wanted before any screen but the first. */
  styled: string[];
  /** Each split route's code: wanted on a deep link to its screen. */
  routes: RoutePreload[];
}

/** A split route's file under src/routes (the router plugin's chunks), without its query. */
const ROUTE_FILE = /[\\/]src[\\/]routes[\\/]([^?]+)\.tsx(\?|$)/;

/**
 * A route file's URL segments, as the router's file-based routing reads them: `_x` segments are
 * pathless layouts, `index` is the folder's own page, `$x` a parameter.
 */
export function routeSegments(file: string): string[] {
  return file
    .split('/')
    .filter((seg) => !seg.startsWith('_') && seg !== 'index')
    .map((seg) => (seg.startsWith('$') ? '$' : seg));
}

/** What a start needs beyond the entry's own files (which index.html already preloads). */
export function bootPreloads(bundle: Record<string, BundleFile>): BootPreloads {
  const files = Object.entries(bundle);
  const named = (re: RegExp) =>
    files.filter(([, f]) => f.type === 'chunk' && re.test(f.facadeModuleId ?? '')).map(([n]) => n);
  const entry = closure(
    bundle,
    files.filter(([, f]) => f.isEntry).map(([n]) => n),
  );
  const beyondEntry = (set: Set<string>) => [...set].filter((f) => !entry.has(f)).sort();
  const allCss = files
    .filter(
      ([, f]) => f.type === 'asset' && (f.originalFileNames ?? []).some((n) => ALL_CSS.test(n)),
    )
    .map(([n]) => n);
  const routeFiles = files.flatMap(([name, f]) => {
    const file = f.type === 'chunk' ? ROUTE_FILE.exec(f.facadeModuleId ?? '')?.[1] : undefined;
    return file === undefined ? [] : [{ file: file.replace(/\\/g, '/'), chunk: name }];
  });
  const routes = routeFiles
    .map(({ file, chunk }) => ({
      segments: routeSegments(file),
      layout: routeFiles.some((other) => other.file.startsWith(`${file}/`)),
      files: beyondEntry(closure(bundle, [chunk])),
    }))
    .sort((a, b) => a.segments.join('/').localeCompare(b.segments.join('/')));
  return {
    demo: beyondEntry(closure(bundle, named(DEMO_START))),
    thread: files.find(([name]) => DEMO_THREAD.test(name))?.[0] ?? null,
    styled: beyondEntry(new Set([...closure(bundle, named(THEME)), ...allCss])),
    routes,
  };
}

/** Adds a low-priority preload of a file (a module, or a stylesheet not yet applied), once. */
const ADD = (base: string) => `var add = function (file) {
      var href = ${JSON.stringify(base)} + file;
      if (document.querySelector('link[href="' + href + '"]')) return;
      var link = document.createElement('link');
      if (/\\.css$/.test(file)) {
        link.rel = 'preload';
        link.as = 'style';
      } else link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.fetchPriority = 'low';
      link.href = href;
      document.head.appendChild(link);
    };`;

/**
 * Starts the demo service's thread (mocks/service-thread.ts) with the saved demo data, as
 * mocks/browser.ts's startThreadHere does, and keeps it for that module with the message of a
 * failure to load it, should that come before the page listens.
 */
const START_THREAD = (url: string) => `try {
        var saved = {};
        var keys = ${JSON.stringify(STORAGE_KEYS)};
        Object.keys(keys).forEach(function (part) {
          var json = localStorage.getItem(keys[part]);
          if (json) saved[part] = json;
        });
        var channel = new MessageChannel();
        var thread = {
          worker: new Worker(${JSON.stringify(url)}, { type: 'module', name: ${JSON.stringify(THREAD_NAME)} }),
          port: channel.port1,
          error: null
        };
        thread.worker.onerror = function (e) {
          thread.error = e.message || 'The demo service thread did not load';
        };
        thread.worker.postMessage({ type: 'start', saved: saved, origin: location.origin }, [channel.port2]);
        window[${JSON.stringify(EARLY_THREAD_GLOBAL)}] = thread;
      } catch (e) {}`;

/**
 * In live mode with a saved connection, on the first screen's default view: sends its request
 * (FIRST_REQUEST) as src/api/http.ts would, and leaves it for that module. The connection is
 * read as src/lib/session.ts's storedLiveConnection reads it; without a key and base URL the
 * console goes to its connect page instead, and nothing is sent.
 */
const SEND_FIRST_REQUEST = `var stored = function (storage) {
        try {
          var live = JSON.parse(storage.getItem('vigil.live'));
          return live && typeof live.baseUrl === 'string' && typeof live.apiKey === 'string' ? live : null;
        } catch (e) {
          return null;
        }
      };
      var live = stored(sessionStorage) || stored(localStorage);
      if (live && live.baseUrl && live.apiKey && location.search === '' && ${JSON.stringify(FIRST_SCREEN_PATHS)}.indexOf(location.pathname) >= 0) {
        var url = live.baseUrl.replace(/\\/+$/, '') + ${JSON.stringify(FIRST_REQUEST.path)};
        var body = ${JSON.stringify(FIRST_REQUEST.body)};
        var response = fetch(url, {
          method: 'POST',
          headers: { Accept: 'application/json', Authorization: 'Bearer ' + live.apiKey, 'Content-Type': 'application/json' },
          body: body
        });
        response.catch(function () {});
        window[${JSON.stringify(EARLY_REQUEST_GLOBAL)}] = { url: url, body: body, key: live.apiKey, response: response };
      }`;

/**
 * The classic script index.html runs in its head, before the entry: it asks for the files this
 * start will need once the entry has run, so they download (and compile) beside the entry
 * instead of after it, and in demo mode starts the demo's service in its own thread, whose code
 * then loads and runs while the console's does; in live mode it sends the first screen's
 * request. The mode is read as src/lib/session.ts's preferredMode reads it. On a deep link it also
 * loads `routesFile` (routesScript), which knows each screen's files: the first screen does not
 * carry that table.
 */
export function bootScript(
  preloads: BootPreloads,
  opts: { base: string; demoByDefault: boolean; routesFile: string },
): string {
  return `// Generated by scripts/boot-preload.ts: the files this start needs beyond the entry's.
(function () {
  try {
    ${ADD(opts.base)}
    var mode = localStorage.getItem('vigil.mode');
    if (mode === 'demo' || (mode !== 'live' && ${String(opts.demoByDefault)})) {
      ${preloads.thread ? START_THREAD(opts.base + preloads.thread) : ''}
      ${JSON.stringify(preloads.demo)}.forEach(add);
    } else {
      ${SEND_FIRST_REQUEST}
    }
    if (${JSON.stringify(FIRST_SCREEN_PATHS)}.indexOf(location.pathname) >= 0) return;
    ${JSON.stringify(preloads.styled)}.forEach(add);
    var routes = document.createElement('script');
    routes.src = ${JSON.stringify(opts.base + opts.routesFile)};
    routes.async = true;
    document.head.appendChild(routes);
  } catch (e) {}
})();
`;
}

/** How many of a deep link's preloads the routes script adds in one task. */
export const PRELOADS_PER_TASK = 4;

/** The deep link's part: the most specific page route the path fits, its layouts, their files. */
export function routesScript(preloads: BootPreloads, opts: { base: string }): string {
  // Each file once, by its index: the routes share most of theirs.
  const table: string[] = [];
  const ids = (list: string[]) =>
    list.map((f) => (table.includes(f) ? table.indexOf(f) : table.push(f) - 1));
  const routes = preloads.routes.map((r) => [r.segments, r.layout ? 1 : 0, ids(r.files)]);
  return `// Generated by scripts/boot-preload.ts: a deep link's screen files.
(function () {
  try {
    ${ADD(opts.base)}
    var files = ${JSON.stringify(table)};
    var routes = ${JSON.stringify(routes)};
    var url = location.pathname.split('/').filter(Boolean);
    var fits = function (segs, of, whole) {
      if (whole ? segs.length !== of.length : segs.length > of.length) return false;
      for (var i = 0; i < segs.length; i++) if (segs[i] !== '$' && segs[i] !== of[i]) return false;
      return true;
    };
    var page = null;
    var statics = -1;
    routes.forEach(function (r) {
      var n = r[0].filter(function (s) { return s !== '$'; }).length;
      if (!r[1] && fits(r[0], url, true) && n > statics) (page = r), (statics = n);
    });
    if (!page) return;
    var wanted = [];
    routes.forEach(function (r) {
      var around = r[1] && r[0].every(function (s, i) { return s === page[0][i]; });
      if (r === page || around) r[2].forEach(function (i) { wanted.push(files[i]); });
    });
    // A few per task: each preload starts its request at once (~2 ms apiece in Lighthouse's
    // traced runs), and twenty in one task were a long task while the page was loading.
    (function next() {
      wanted.splice(0, ${PRELOADS_PER_TASK}).forEach(function (file) { add(file); });
      if (wanted.length) setTimeout(next, 0);
    })();
  } catch (e) {}
})();
`;
}

/**
 * Emits the boot scripts (named by their content's hash): the first, with the theme's, in place
 * of index.html's theme script.
 */
export function bootPreloadPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'vigil-boot-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'] as BundleFile | undefined;
        if (!html || typeof html.source !== 'string') return;
        const env = config.env as Record<string, string | undefined>;
        const defaultMode = env.VITE_DEFAULT_MODE || (env.VITE_API_BASE_URL ? 'live' : 'demo');
        const preloads = bootPreloads(bundle);
        const emit = (name: string, source: string) => {
          // Vite minifies the modules it bundles, not an asset: these are minified here.
          const { code, errors } = minifySync(`${name}.js`, source);
          if (errors.length) throw new Error(`${name}.js: ${errors[0]?.message}`);
          const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
          const fileName = `${config.build.assetsDir}/${name}-${hash}.js`;
          this.emitFile({ type: 'asset', fileName, source: code });
          return fileName;
        };
        const routesFile = emit('boot-routes', routesScript(preloads, { base: config.base }));
        // One file with the theme's script (public/theme-init.js, which development serves as
        // it is): one request before the entry, not two.
        const theme = readFileSync(join(config.publicDir, 'theme-init.js'), 'utf8');
        const fileName = emit(
          'boot',
          theme +
            bootScript(preloads, {
              base: config.base,
              demoByDefault: defaultMode === 'demo',
              routesFile,
            }),
        );
        const tag = '<script src="/theme-init.js"></script>';
        if (!html.source.includes(tag)) throw new Error(`index.html has no ${tag} to replace`);
        html.source = html.source.replace(tag, `<script src="${config.base}${fileName}"></script>`);
      },
    },
  };
}
