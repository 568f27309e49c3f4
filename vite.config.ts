/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import type { Plugin } from 'vite';
import { bootPreloadPlugin } from './scripts/boot-preload.ts';
import {
  MANTINE_COMMON as MANTINE_COMMON_PATHS,
  pathGroup,
  SHARED_EXCEPT,
  SHARED_SMALL as SHARED_SMALL_PATHS,
} from './scripts/chunk-groups.ts';
import { TOGETHER } from './scripts/chunk-kinds.ts';
import { startScriptsCompileHints } from './scripts/compile-hints.ts';
import { iconPathsPlugin } from './scripts/icon-paths.ts';
import { precompressedAssets } from './scripts/precompressed.ts';

/**
 * Production builds ship a Content-Security-Policy (design.md, Security). Scripts only from this
 * origin, and the inline boot script by its hash (scripts/boot-html.ts); styles inline for
 * Mantine's CSS variables; images from this origin, over https, data: (QR codes) and the local
 * mock server (the seed's icons it serves); requests to this origin, any https service, and local
 * services for the mock server.
 */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' https: data: http://localhost:* http://127.0.0.1:*",
  "font-src 'self' data:",
  "connect-src 'self' https: http://localhost:* http://127.0.0.1:*",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

function contentSecurityPolicy(): Plugin {
  return {
    name: 'vigil-csp',
    apply: 'build',
    transformIndexHtml: (html) =>
      html.replace(
        '<head>',
        `<head>\n    <meta http-equiv="Content-Security-Policy" content="${CSP}" />`,
      ),
  };
}

/**
 * The favicon inline in index.html (public/favicon.svg as a data: URL, ~0.3 kB): as a file it was
 * one more request before a deep link's first paint.
 */
function inlineFavicon(): Plugin {
  return {
    name: 'vigil-inline-favicon',
    transformIndexHtml: (html) =>
      html.replace(
        'href="/favicon.svg"',
        `href="data:image/svg+xml,${encodeURIComponent(readFileSync('public/favicon.svg', 'utf8').trim())}"`,
      ),
  };
}

/** The `shared` chunk's modules (scripts/chunk-groups.ts). */
const MANTINE_COMMON = pathGroup(MANTINE_COMMON_PATHS, SHARED_EXCEPT);
const SHARED_SMALL = pathGroup(SHARED_SMALL_PATHS);

/** The resources whose API modules load in the `api-other` chunk (see its group, below). */
const API_OTHER = [
  'alert',
  'score',
  'organisation',
  'user',
  'invitation',
  'documentation',
  'tokenomics',
  'network',
  'apikey',
];

/** Routes whose components load with the entry (see the router plugin's splitBehavior). */
const FIRST_SCREEN = new Set<string>(['/_app', '/_app/projects/']);

export default defineConfig({
  // The router plugin must run before react() so generated routes are transformed too.
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // The shell and the default landing (the projects list) are the first screen: they ship
        // with the entry. Split, they were two lazy chunks whose shared modules came apart into
        // dozens of small files, fetched six at a time: a chain of round trips before the first
        // row. Every other screen stays split.
        splitBehavior: ({ routeId }) => (FIRST_SCREEN.has(routeId) ? [] : undefined),
        // A screen's loader travels with its component: in the entry, the loaders brought every
        // resource's queries and schemas onto the first screen. The cost: on a deep link the
        // screen's data request waits for its chunk (a hovered link preloads both).
        defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    iconPathsPlugin(),
    contentSecurityPolicy(),
    inlineFavicon(),
    startScriptsCompileHints(),
    bootPreloadPlugin(),
    precompressedAssets(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Mantine's class maps for the first screen's plain elements (src/components/plain/mantine.ts).
      '@mantine-classes': fileURLToPath(
        new URL('./node_modules/@mantine/core/esm/components', import.meta.url),
      ),
      // The demo's MSW never sees cookies; see mocks/lib/tough-cookie-lite.ts.
      'tough-cookie': fileURLToPath(new URL('./mocks/lib/tough-cookie-lite.ts', import.meta.url)),
    },
  },
  // Short class names in the build (`_a1b2c`): each CSS module's names ship in the JS as a map.
  css: {
    modules: {
      generateScopedName: process.env.NODE_ENV === 'production' ? '_[hash:base64:5]' : undefined,
    },
  },
  server: { port: 5173 },
  // The demo's service thread (mocks/service-thread.ts) is a module worker: it loads its write
  // rules and query language on first use, as chunks of its own.
  worker: { format: 'es' },
  // What a <meta> policy cannot say (framing) as a header, with the hardening headers the README's
  // deploy notes ask of any host. The policy itself is the page's <meta>: it allows the inline
  // boot script by its hash (scripts/boot-html.ts), which changes with every build, and a
  // header's policy would have to repeat it (two policies both apply).
  preview: {
    port: 4173,
    headers: {
      'Content-Security-Policy': "frame-ancestors 'none'",
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'X-Frame-Options': 'DENY',
    },
  },
  build: {
    target: 'es2022',
    // Vite's polyfill adds <link rel="modulepreload"> support to browsers without it (Safari
    // before 17): there the chunks still load on import, just not ahead. Every reader of the
    // first screen paid its ~0.4 kB.
    modulePreload: { polyfill: false },
    sourcemap: false,
    // The bundle budgets (.size-limit.cjs) read which chunks a screen loads from the manifest.
    manifest: true,
    rolldownOptions: {
      output: {
        // A few stable vendor chunks instead of dozens of tiny shared ones: fewer round trips
        // before the first row, and they stay cached across releases of our own code.
        codeSplitting: {
          groups: [
            // Only what the first screen runs: a library's modules that only later screens use
            // (the virtualiser, infinite queries, zod's rarer types) stay with those screens.
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
            {
              name: 'tanstack',
              test: /node_modules[\\/]@tanstack[\\/]/,
              tags: ['$initial'],
              priority: 2,
            },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'first', tags: ['$initial'], priority: 1 },
            // Mantine's machinery (Box, the styles API, the theme's helpers), the components
            // nearly every other screen draws and the small modules most of them share, in one
            // chunk: the first screen draws none of them (src/components/plain), so they load
            // with the second screen, a request for all instead of forty files under 2 kB.
            {
              name: 'shared',
              test: (id: string) => MANTINE_COMMON.test(id) || SHARED_SMALL.test(id),
              priority: 0,
              includeDependenciesRecursively: false,
            },
            // Every other resource's endpoint rows, schemas and query options in one chunk (~9
            // kB; the query options were a chunk of their own, loaded by the same screens): the screens
            // and the demo's service share them, and split by resource they came apart into
            // twenty files under 2 kB each, a request apiece. The small rules the service and
            // the screens share too (networks, roles, destinations, Telegram ids, scenarios,
            // callable ABI entries): alone they were six files of 0.1-1.7 kB. Not the detector
            // configuration's (1 kB): only the detector form checks a config, and every screen
            // that loads this chunk carried it. The resources the contract, action, trigger,
            // detector and destination screens draw go here; the rest (alerts, scores, users,
            // organisations, documentation, tokenomics, networks, API keys) go to `api-other`,
            // loaded by the screens that show them: zod builds a module's schemas when its chunk
            // runs, and the action page built ~480 of its ~1,280 instances for resources it never
            // shows (docs/performance.md, "Lighthouse").
            {
              name: 'api-other',
              test: new RegExp(
                `[\\\\/]src[\\\\/]api[\\\\/](${API_OTHER.join('|')})[\\\\/](endpoints|schemas|enums|queries)\\.ts$`,
              ),
              priority: 0,
            },
            {
              name: 'api',
              test: /[\\/]src[\\/]api[\\/](\w+[\\/](endpoints|schemas|enums|queries)|rules[\\/](callable-abi|roles|destination|telegram-uid|scenarios))\.ts$/,
              priority: 0,
            },
            // Modules that load together, a chunk for each kind (scripts/chunk-groups.ts).
            ...Object.entries(TOGETHER).map(([name, paths], index) => ({
              name,
              test: pathGroup(paths),
              // Before a later group (TOGETHER's order).
              priority: -1 - index,
              includeDependenciesRecursively: false,
            })),
          ],
        },
      },
    },
  },
  test: {
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
    // A bound for a busy 2-core machine (screen tests with several finds), not a delay.
    testTimeout: 30_000,
    // Both cores: Vitest leaves one free by default (cores − 1 = one worker here). Two workers
    // take the suite from 230 s to 150 s on this 2-core machine; e2e runs after it, not beside it.
    maxWorkers: 2,
  },
});
