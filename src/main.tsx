import './app/zod-config';
import './styles/first-screen.css';
import { StrictMode } from 'react';

import { createRoot } from 'react-dom/client';
import { setConnection } from '@/api/connection';
import { env } from '@/config/env';
import { App } from '@/app/App';
import { preferredMode, storedLiveConnection } from '@/lib/session';

// Phase marks for the benchmark's cold-load breakdown (bench/run.ts): free, and visible in any
// performance profile.
async function boot() {
  performance.mark('vigil:start');
  if (preferredMode() === 'demo') {
    // The only imports of the mock from src: lazy, so live mode never downloads them. The
    // service (MSW, seed, handlers) downloads and starts while the console renders with the
    // small key module; requests wait for the service (connectionReady).
    const service = import('../mocks/browser').then(async ({ startDemo }) => {
      performance.mark('vigil:demo-loaded');
      await startDemo({ scale: env.VITE_DEMO_SCALE });
      performance.mark('vigil:demo-ready');
    });
    // Requests report a failed start as an error of their own; this keeps the cause in the log.
    service.catch((cause: unknown) => console.error('The demo service could not start', cause));
    const { demoKey } = await import('../mocks/lib/demo-key');
    setConnection({ mode: 'demo', baseUrl: '', apiKey: await demoKey() }, service);
  } else {
    setConnection(storedLiveConnection());
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  performance.mark('vigil:render');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
