import { beforeAll } from 'vitest';
import { keyFor, setupMockServer } from '../../mocks/test/harness';
import { installDomStubs } from './dom-stubs';
import { renderApp } from './render-app';

/**
 * A screen-test file: the mock service over msw/node, a key of the tenant, the DOM stubs, and a
 * `render(url)` of the real route tree at that URL.
 */
export function setupScreens(tenantId = 1) {
  setupMockServer();
  let apiKey = '';
  beforeAll(async () => {
    apiKey = await keyFor(tenantId);
    installDomStubs();
  });
  return {
    render: (url: string) => renderApp(url, { apiKey }),
    /** The same, connected as the demo (Settings shows the demo's controls). */
    renderDemo: (url: string) => renderApp(url, { apiKey, mode: 'demo' }),
  };
}
