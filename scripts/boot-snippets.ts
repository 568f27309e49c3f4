import {
  EARLY_REQUEST_GLOBAL,
  FIRST_REQUEST,
  FIRST_SCREEN_PATHS,
} from '../src/lib/first-screen.ts';
import { EARLY_THREAD_GLOBAL, STORAGE_KEYS, THREAD_NAME } from '../mocks/lib/thread-protocol.ts';

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
 * Starts the demo service's thread (mocks/service-thread.ts) with the saved demo data, as
 * mocks/browser.ts's startThreadHere does, and keeps it for that module with the message of a
 * failure to load it, should that come before the page listens.
 */
export const START_THREAD = (url: string) => `try {
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
