import { EARLY_REQUEST_GLOBAL } from '../src/api/early-request.ts';
import { FIRST_REQUEST } from '../src/api/first-request.ts';
import { FIRST_SCREEN_PATHS, FIRST_STYLES_GLOBAL } from '../src/lib/first-screen.ts';
import { intlOptions } from '../src/lib/format.ts';
import {
  EARLY_THREAD_GLOBAL,
  REST_AT_ONCE,
  STORAGE_KEYS,
  THREAD_NAME,
} from '../mocks/lib/thread-protocol.ts';

/**
 * The pieces of the head's classic scripts (scripts/boot-preload.ts puts them together): plain
 * script text, with no module or import, for they run before any module has loaded.
 */

/** Adds a low-priority preload of a file (a module, or a stylesheet not yet applied), once. */
export const ADD = (base: string) => `var add = function (file) {
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
 * Applies the entry's stylesheets, which the build took out of the page (./boot-html.ts): added
 * by a script, they do not hold back the page's frames, and the console's first render waits for
 * them (src/lib/first-screen.ts, firstStyles). Until they apply, the root carries the saved
 * scheme as its `color-scheme` (the canvas dark in the dark theme, with no flash of white);
 * then Mantine's stylesheet says it, and follows the theme toggle.
 */
export const APPLY_STYLES = (hrefs: string[]) => `var root = document.documentElement;
    root.style.colorScheme = root.getAttribute('data-mantine-color-scheme') || '';
    var applied = ${JSON.stringify(hrefs)}.map(function (href) {
      var link = document.createElement('link');
      link.rel = 'stylesheet';
      link.crossOrigin = '';
      link.href = href;
      var done = new Promise(function (resolve) {
        link.onload = link.onerror = resolve;
      });
      document.head.appendChild(link);
      return done;
    });
    window[${JSON.stringify(FIRST_STYLES_GLOBAL)}] = Promise.all(applied).then(function () {
      root.style.colorScheme = '';
    });`;

/**
 * Starts the demo service's thread (mocks/service-thread.ts) with the saved demo data, as
 * mocks/browser.ts's startThreadHere does, and keeps it for that module with the message of a
 * failure to load it, should that come before the page listens, and whether the page is the
 * first screen's default view, whose request that module sends as soon as it has its key.
 */
export const START_THREAD = (url: string) => `try {
        var saved = {};
        var keys = ${JSON.stringify(STORAGE_KEYS)};
        Object.keys(keys).forEach(function (part) {
          var json = localStorage.getItem(keys[part]);
          if (json) saved[part] = json;
        });
        var firstScreen = ${JSON.stringify(FIRST_SCREEN_PATHS)}.indexOf(location.pathname) >= 0;
        var channel = new MessageChannel();
        var thread = {
          worker: new Worker(${JSON.stringify(url)}, {
            type: 'module',
            name: ${JSON.stringify(THREAD_NAME)} + (firstScreen ? '' : ${JSON.stringify(REST_AT_ONCE)})
          }),
          port: channel.port1,
          error: null,
          firstRequest: firstScreen && location.search === ''
        };
        thread.worker.onerror = function (e) {
          thread.error = e.message || 'The demo service thread did not load';
        };
        thread.worker.postMessage({
          type: 'start',
          saved: saved,
          origin: location.origin,
          firstScreen: firstScreen
        }, [channel.port2]);
        window[${JSON.stringify(EARLY_THREAD_GLOBAL)}] = thread;
      } catch (e) {}`;

/**
 * In live mode with a saved connection, on the first screen's default view: sends its request
 * (FIRST_REQUEST) as src/api/http.ts would, and leaves it for that module. The connection is
 * read as src/lib/session.ts's storedLiveConnection reads it; without a key and base URL the
 * console goes to its connect page instead, and nothing is sent.
 */
export const SEND_FIRST_REQUEST = `var stored = function (storage) {
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
 * The Intl thread's script: builds the formatters src/lib/format.ts's warmFormatters builds, and
 * ends. The first Intl formatter of a page loads ICU's data (~40-50 ms at 1x, the main thread's
 * longest piece of the first render); ICU keeps it for the whole process, so built here, on the
 * other core while the entry downloads, the page's own first formatter costs ~1 ms.
 */
const INTL_OPTIONS = intlOptions();
export const INTL_THREAD_SOURCE = `// Generated by scripts/boot-preload.ts: loads ICU's data off the main thread.
${JSON.stringify(INTL_OPTIONS.dates)}.forEach(function (options) {
  new Intl.DateTimeFormat(undefined, options).format(0);
});
new Intl.RelativeTimeFormat(undefined, ${JSON.stringify(INTL_OPTIONS.relative)}).format(1, 'day');
new Intl.NumberFormat().format(1);
close();
`;

/** Starts the Intl thread (INTL_THREAD_SOURCE), where workers can start. */
export const START_INTL_THREAD = (url: string) => `try {
      new Worker(${JSON.stringify(url)}, { name: 'Vigil Intl warm-up' });
    } catch (e) {}`;
